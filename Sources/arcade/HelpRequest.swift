/// Whether this run asks for help (`-h`, `--help`, `help`): the games' option lists for `play --help` and
/// `generate --help` are built only then, since argument-parser builds each by reflection and the ten of them
/// cost more than the rest of a start (tens of milliseconds; seconds in a debug build).
enum HelpRequest {
  static let isAsked = CommandLine.arguments.dropFirst().contains { ["-h", "--help", "help"].contains($0) }
}
