import ArcadeCore
import Testing

@testable import arcade

/// A host's shared board stands in sshd_config (readable by every user of the host) and in the shell line sshd runs:
/// only an address with no password and nothing the shell would read passes.
@Suite struct HostBoardTests {
  @Test func aPlainAddressPassesWithTheSharedBoardBuiltIn() {
    for address in ["postgres://arcade@db.club.example/club", "postgresql://arcade@127.0.0.1:5433/club?sslmode=require",
      "postgres://arcade@[::1]:5432/club"] {
      let problem = HostBoard.problem(address)
      if StoreTarget.sharedBoardIsBuiltIn {
        #expect(problem == nil, "\(address)")
      } else {
        #expect(problem?.contains("SHARED_BOARD=1") == true, "\(address)")
      }
    }
  }

  @Test(.enabled(if: StoreTarget.sharedBoardIsBuiltIn))
  func aPasswordIsRefusedAndTheOwnerIsToldWhereItGoes() {
    #expect(HostBoard.problem("postgres://arcade:secret@db/club")?.contains("~/.pgpass") == true)
  }

  @Test(.enabled(if: StoreTarget.sharedBoardIsBuiltIn))
  func whatTheShellOrSshdWouldReadIsRefused() {
    for address in ["postgres://a@h/db'; sh '", "postgres://a@h/db x", "postgres://a@h/$HOME", "postgres://a@h/db&sh",
      "postgres://a@h/%u", "postgres://a@h/db\nMatch all", "/var/lib/arcade.sqlite", "postgres://a@h/db?sslmode=maybe",
      "postgres://a@h/db?options=-c", "postgres://h/db"] {
      #expect(HostBoard.problem(address) != nil, "\(address)")
    }
  }

  @Test func theOwnersPasswordStepNamesTheBoardsLineOfPgpass() throws {
    let step = try #require(HostBoard.passwordStep(board: "postgres://arcade@db:5433/club", user: "arcade", home: "/var/lib/swift-arcade"))
    #expect(step == "echo 'db:5433:club:arcade:PASSWORD' > /var/lib/swift-arcade/.pgpass && chown arcade /var/lib/swift-arcade/.pgpass && chmod 600 /var/lib/swift-arcade/.pgpass")
  }
}
