import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeStore

/// A host's players by key: a name is the first key's, a key is one name's, and a player keeps at least one key.
@Suite struct HostKeyStoreTests {
  static let ana = SSHPublicKey(type: "ssh-ed25519", body: "AAAAC3NzaC1lZDI1NTE5AAAAID0V6qEUkk82NWt+aRQe+pgMC/1E3mcVEoDFoZHVctEu")!
  static let eve = SSHPublicKey(type: "ssh-ed25519", body: "AAAAC3NzaC1lZDI1NTE5AAAAIBjV74vI/Ke6jm+KNAtT+s+UoeMFIowbKeDITT6afdQ3")!

  func store() throws -> (ScoreStore, TemporaryFolder) {
    let folder = try TemporaryFolder()
    return (try ScoreStore.openCreating(at: folder.path + "/arcade.sqlite"), folder)
  }

  @Test func aNewKeyTakesAFreeNameAndIsThatPlayerFromThenOn() throws {
    let (store, folder) = try store()
    defer { withExtendedLifetime(folder) {} }
    #expect(try store.player(forKey: Self.ana) == nil)
    #expect(try store.bind(Self.ana, to: "ana", newPlayer: true, at: Date()) == .bound)
    #expect(try store.player(forKey: Self.ana) == "ana")
    #expect(try store.keys(of: "ana") == [Self.ana])
  }

  @Test func aTakenNameIsRefusedToANewKeyAndAKeyStaysItsPlayers() throws {
    let (store, folder) = try store()
    defer { withExtendedLifetime(folder) {} }
    _ = try store.bind(Self.ana, to: "ana", newPlayer: true, at: Date())
    #expect(try store.bind(Self.eve, to: "ana", newPlayer: true, at: Date()) == .nameTaken)
    #expect(try store.bind(Self.ana, to: "mallory", newPlayer: true, at: Date()) == .alreadyBound(to: "ana"))
    #expect(try store.player(forKey: Self.eve) == nil)
  }

  @Test func aPlayerAddsAKeyAndCannotRemoveTheirLast() throws {
    let (store, folder) = try store()
    defer { withExtendedLifetime(folder) {} }
    _ = try store.bind(Self.ana, to: "ana", newPlayer: true, at: Date(timeIntervalSince1970: 1))
    #expect(try store.bind(Self.eve, to: "ana", newPlayer: false, at: Date(timeIntervalSince1970: 2)) == .bound)
    #expect(try store.keys(of: "ana") == [Self.ana, Self.eve])
    #expect(try !store.removeKey(Self.eve, of: "bob"))
    #expect(try store.removeKey(Self.ana, of: "ana"))
    #expect(try !store.removeKey(Self.eve, of: "ana"), "the last key stays: without it ana could not log in")
    #expect(try store.player(forKey: Self.ana) == nil)
  }

  @Test func aRowNoArcadeWroteIsLeftOutOfAPlayersKeys() throws {
    let (store, folder) = try store()
    defer { withExtendedLifetime(folder) {} }
    _ = try store.bind(Self.ana, to: "ana", newPlayer: true, at: Date())
    try store.writing { db in try db.execute(sql: "INSERT INTO host_key (key, player, addedAt) VALUES ('ssh-ed25519 garbage', 'ana', 0)") }
    #expect(try store.keys(of: "ana") == [Self.ana])
  }
}
