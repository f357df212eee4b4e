import ArcadeCore
import Testing

/// The block `arcade host` prints: every login runs the arcade, and nothing else can pass.
@Suite struct SSHHostConfigTests {
  let config = SSHHostConfig(user: "arcade", arcade: "/usr/local/bin/arcade", database: "/var/lib/swift-arcade/arcade.sqlite", sessionsPerKey: 3, idleMinutes: 30)

  @Test func theBlockBindsKeysThroughTheArcadeAndForcesItsSession() {
    let lines = config.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("Match User arcade"))
    #expect(lines.contains("AuthorizedKeysCommand /usr/local/bin/arcade host keys --user arcade %u %t %k"))
    #expect(lines.contains("AuthorizedKeysCommandUser arcade"))
    #expect(lines.contains("ExposeAuthInfo yes"))
    #expect(lines.contains("ForceCommand exec /usr/local/bin/arcade host session --db /var/lib/swift-arcade/arcade.sqlite --sessions-per-key 3 --idle-minutes 30"))
    #expect(lines.contains("AuthorizedKeysFile none"), "keys come from the arcade alone")
  }

  @Test func nothingCanBeForwardedOrLoggedInWithoutAKey() {
    let lines = Set(config.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    for setting in [
      "AllowTcpForwarding no", "AllowStreamLocalForwarding no", "AllowAgentForwarding no", "X11Forwarding no", "PermitTunnel no",
      "PermitListen none", "PermitOpen none", "GatewayPorts no", "PermitUserRC no", "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
    ] {
      #expect(lines.contains(setting), "\(setting)")
    }
  }

  @Test func onlyPlainNamesAndPathsStandInTheBlock() {
    #expect(SSHHostConfig.isPlain("/usr/local/bin/arcade"))
    #expect(SSHHostConfig.isPlain("arcade_club-2"))
    for value in ["", "/opt/my arcade/arcade", "/x/%u", "a\nMatch all", "/x;rm", "naïve", "/x\"y"] {
      #expect(!SSHHostConfig.isPlain(value), "\(value)")
    }
  }

  @Test func aSharedBoardIsPassedToTheSessionInSingleQuotes() {
    var withBoard = config
    withBoard.board = "postgres://arcade@db:5432/club?sslmode=require"
    let lines = withBoard.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains(
      "ForceCommand exec /usr/local/bin/arcade host session --db /var/lib/swift-arcade/arcade.sqlite --sessions-per-key 3 --idle-minutes 30 --board 'postgres://arcade@db:5432/club?sslmode=require'"))
    #expect(SSHHostConfig.isQuotable("postgres://arcade@[::1]:5432/club?sslmode=require"))
    for value in ["", "postgres://a@h/db'x", "postgres://a@h/$x", "postgres://a@h/%u", "postgres://a@h/db x", "postgres://a@h/db&x", "a\nb"] {
      #expect(!SSHHostConfig.isQuotable(value), "\(value)")
    }
  }
}
