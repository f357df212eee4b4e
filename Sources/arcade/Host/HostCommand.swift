import ArcadeCore
import ArgumentParser
import Foundation
import Glibc

/// `arcade host`: a club's arcade over SSH, with OpenSSH in front. Prints the `sshd_config` block (or writes it, as
/// root with `--apply`); sshd then runs `arcade host keys` for every key and `arcade host session` for every login.
struct HostCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "host", abstract: "Host the arcade over SSH: print (or --apply) the sshd_config block for a players' account.",
    discussion: """
      Players then log in with `ssh -t ACCOUNT@HOST` and any key: the first login with a key asks for a player name, \
      later ones open the menu as that player. sshd runs `keys` and `session`; a person never needs to.
      """,
    subcommands: [HostSetupCommand.self, HostKeysCommand.self, HostSessionCommand.self], defaultSubcommand: HostSetupCommand.self)
}

/// `arcade host [setup]`: the block, and the steps around it.
struct HostSetupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "setup", abstract: "Print the sshd_config block for the players' account (the default), or write it with --apply.")

  @Option(help: "The account players log in as (it must exist, with a shell, and own the score file's folder).")
  var user = "arcade"

  @Option(help: "The host's score file, shared by all its players.")
  var db = "/var/lib/swift-arcade/arcade.sqlite"

  @OptionGroup var session: HostSessionOptions

  @Flag(help: "Write the block to \(SSHHostConfig.appliedPath) (as root) instead of printing it.")
  var apply = false

  func validate() throws {
    guard SSHHostConfig.isPlain(user), SSHHostConfig.isPlain(db), db.hasPrefix("/") else {
      throw ValidationError("--user and --db must be plain (letters, digits, / . _ - +), and --db an absolute path")
    }
    if let problem = session.problem { throw ValidationError(problem) }
  }

  func run() throws {
    let arcade = Self.ownPath()
    guard SSHHostConfig.isPlain(arcade) else {
      throw ValidationError("this arcade's path (\(PlayerName.shown(arcade))) cannot stand in sshd_config: install it under a plain path")
    }
    let config = SSHHostConfig(
      user: user, arcade: arcade, database: db, sessionsPerKey: session.sessionsPerKey, idleMinutes: session.idleMinutes,
      board: session.board)
    guard apply else {
      print(config.text, terminator: "")
      print(Self.steps(config), terminator: "")
      return
    }
    guard geteuid() == 0 else { throw ValidationError("--apply writes \(SSHHostConfig.appliedPath): run it as root") }
    do {
      try config.text.write(toFile: SSHHostConfig.appliedPath, atomically: true, encoding: .utf8)
    } catch {
      throw ValidationError("could not write \(SSHHostConfig.appliedPath): \(error.localizedDescription)")
    }
    print("Wrote \(SSHHostConfig.appliedPath). Check it with `sshd -t`, then `systemctl reload ssh`.")
  }

  /// This arcade's own path, as sshd must name it.
  static func ownPath() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
  }

  /// What the owner does around the block, as comments: it can be pasted as it is.
  static func steps(_ config: SSHHostConfig) -> String {
    let folder = (config.database as NSString).deletingLastPathComponent
    let password = config.board.flatMap { HostBoard.passwordStep(board: $0, user: config.user, home: folder) }
    return """
      # Then, as root:
      #   useradd --system --create-home --home-dir \(folder) --shell /bin/sh \(config.user) && usermod -p "*" \(config.user)
      \(password.map { "#   \($0)\n" } ?? "")\
      #   \(config.arcade) host --user \(config.user) --db \(config.database)\(config.board.map { " --board '\($0)'" } ?? "") --apply    (or paste the block above into \(SSHHostConfig.appliedPath))
      #   sshd -t && systemctl reload ssh
      # sshd runs \(config.arcade) for keys as \(config.user): it and every folder above it must be root's, and writable by no one else.

      """
  }
}
