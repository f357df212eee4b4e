import ArcadeCore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Opens Versus: live TicTacToe against another player on this score file; or prints its ratings.
struct VersusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "versus", abstract: "Play someone live on this score file or a shared board: open the Versus lobby.",
    discussion: """
      Each side names its player: arcade versus --player ana in one terminal, --player eve in another. On a shared \
      board (--db postgres://NAME@HOST/DB) each member plays as their login, from any machine.
      """)

  @Flag(help: "Print each variant's Glicko-2 ratings and the races' wins from this score file (a shared board: its newest \(VersusMatch.newestRead)), and exit.")
  var ratings = false

  @OptionGroup var display: DisplayOptions

  func run() throws {
    guard !ratings else { return try printRatings() }
    try TerminalSession(display: display.settings).run(
      root: { services in
        services.storage.warmUp()
        return VersusLobbyScene(services: services)
      },
      menu: { TitleScene(services: $0, startedAt: $0.now()) })
  }

  private func printRatings() throws {
    let services = try HeadlessServices.forCommand(display: display.settings)
    guard let store = services.storage.versus else {
      FileHandle.standardError.write(Data("arcade: Versus needs a score file this arcade can write\n".utf8))
      throw ExitCode(1)
    }
    guard store.catchUp() else {
      FileHandle.standardError.write(Data("arcade: \(store.problem ?? "\(store.place) could not be read")\n".utf8))
      throw ExitCode(1)
    }
    print(Self.text(of: store.takenMatches(limit: 100_000), now: Date()))
    let races = (store as? any RaceStore)?.takenRaces(limit: 100_000) ?? []
    print("\n" + Self.text(of: RaceWins.table(of: races, in: services.games.definitions.reading(services.content))))
  }

  /// The races' table: place, player, and the record.
  static func text(of races: [RaceWins]) -> String {
    guard !races.isEmpty else { return "Races: none over yet" }
    let width = min(24, races.map { displayWidth(PlayerName.shown($0.player)) }.max() ?? 0)
    let rows = races.enumerated().map { place, row in
      "  \(place + 1). \(PlayerName.shown(row.player).padded(toWidth: width))  \(row.wins) won, \(row.ties) tied, \(row.losses) lost"
    }
    return (["Races"] + rows).joined(separator: "\n")
  }

  /// Each variant's table: place, player, rating ± deviation, and the record.
  static func text(of matches: [VersusMatch], now: Date) -> String {
    [(TicTacToeVariant.classic, "TicTacToe"), (.ultimate, "Ultimate")].map { variant, name in
      let table = VersusRating.table(of: matches, variant: variant, now: now)
      guard !table.isEmpty else { return "\(name): no rated matches" }
      let width = min(24, table.map { displayWidth(PlayerName.shown($0.player)) }.max() ?? 0)
      let rows = table.enumerated().map { place, row in
        let name = PlayerName.shown(row.player).padded(toWidth: width)
        let rating = "\(Int(row.rating.rating.rounded())) ±\(Int(row.rating.deviation.rounded()))"
        return "  \(place + 1). \(name)  \(rating)  \(row.wins) won, \(row.draws) drawn, \(row.losses) lost"
      }
      return ([name] + rows).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}
