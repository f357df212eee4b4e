import ArcadeCore
import ArgumentParser

/// What the owner sets for every session (`arcade host`) and sshd hands on to each one (`arcade host session`): how
/// many a key may have, when an idle one closes, and the shared board its rounds go to.
struct HostSessionOptions: ParsableArguments {
  @Option(help: "Sessions one key may have at once.")
  var sessionsPerKey = 3

  @Option(help: "Minutes without a key before a session is closed (its round kept for Resume): 1 to 1440.")
  var idleMinutes = 30

  @Option(help: "A shared board (postgres://USER@HOST:PORT/DB, no password) the players' rounds go to, beside the score file.")
  var board: String?

  /// What the owner is told for values no session could use; nil when all can be.
  var problem: String? {
    guard (1...20).contains(sessionsPerKey) else { return "--sessions-per-key is 1 to 20" }
    guard SSHHostConfig.idleLimits.contains(idleMinutes) else { return "--idle-minutes is 1 to 1440" }
    return board.flatMap(HostBoard.problem)
  }
}
