/// A command-line option a game cannot take: one line that names the option and what it allows.
public struct GameFlagError: Error, CustomStringConvertible, Equatable {
  public var description: String
  /// 2 for a command that is wrong (usage); 1 for a file it names that cannot be used.
  public var exitCode: Int32
  public init(_ description: String, exitCode: Int32 = 2) {
    self.description = description
    self.exitCode = exitCode
  }
}
