import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A host's keys in memory: a key is one player's, a name the first key's.
final class MemoryHostKeys: HostKeyStore, @unchecked Sendable {
  var owners: [(key: SSHPublicKey, player: String)] = []

  init(_ owners: [(SSHPublicKey, String)] = []) { self.owners = owners.map { (key: $0.0, player: $0.1) } }

  func keys(of player: String) -> [SSHPublicKey] { owners.filter { $0.player == player }.map(\.key) }

  func bind(_ key: SSHPublicKey, to player: String, newPlayer: Bool, at date: Date) -> HostKeyBinding? {
    if let owner = owners.first(where: { $0.key == key }) { return .alreadyBound(to: owner.player) }
    if newPlayer, owners.contains(where: { $0.player == player }) { return .nameTaken }
    owners.append((key, player))
    return .bound
  }

  func removeKey(_ key: SSHPublicKey, of player: String) -> Bool {
    guard keys(of: player).count > 1, let index = owners.firstIndex(where: { $0.key == key && $0.player == player }) else { return false }
    owners.remove(at: index)
    return true
  }
}

enum HostKeysFixture {
  static let ana = SSHPublicKey(line: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAID0V6qEUkk82NWt+aRQe+pgMC/1E3mcVEoDFoZHVctEu ana@laptop")!
  static let eve = SSHPublicKey(line: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKhCiWrEDOUm8XNw/F31FJpiPHZwjOXThj5KNsbKE2Ye eve")!

  /// ana's keys on a host where eve has one too.
  static func scene(in services: ArcadeServices, store: MemoryHostKeys = MemoryHostKeys([(ana, "ana"), (eve, "eve")])) -> HostKeysScene {
    HostKeysScene(store: store, player: "ana", clock: services.clock)
  }
}

@Suite struct HostKeysSceneTests {
  func typed(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

  @Test func aPastedKeyIsAddedAndListed() {
    let services = makeServices()
    let store = MemoryHostKeys([(HostKeysFixture.ana, "ana")])
    var scene = HostKeysFixture.scene(in: services, store: store)
    let second = SSHPublicKey(line: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILzt0dtgtJZchPHT/wTFic2yJgoIcOSUc4Q+wIBITTg1 desk")!
    _ = send([.key(.character("a"))] + typed(second.line + " desk") + [.key(.enter)], to: &scene, services: services)
    #expect(scene.keys == [HostKeysFixture.ana, second])
    #expect(scene.notice == "Added \(second): it logs in as ana.")
  }

  @Test func whatIsNotAKeyOrIsAnothersIsRefusedWithWhy() {
    let services = makeServices()
    var scene = HostKeysFixture.scene(in: services)
    _ = send([.key(.character("a"))] + typed("hello\u{1b}[31m") + [.key(.enter)], to: &scene, services: services)
    #expect(scene.notice?.hasPrefix("That is not a public key") == true)
    _ = send([.key(.character("a"))] + typed(HostKeysFixture.eve.line) + [.key(.enter)], to: &scene, services: services)
    #expect(scene.notice == "That key is another player's.")
    _ = send([.key(.character("a"))] + typed(HostKeysFixture.ana.line) + [.key(.enter)], to: &scene, services: services)
    #expect(scene.notice == "That key is yours already.")
    #expect(scene.keys == [HostKeysFixture.ana])
  }

  @Test func aKeyIsRemovedOnTheSecondXAndTheLastStays() {
    let services = makeServices()
    let second = SSHPublicKey(line: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILzt0dtgtJZchPHT/wTFic2yJgoIcOSUc4Q+wIBITTg1")!
    let store = MemoryHostKeys([(HostKeysFixture.ana, "ana"), (second, "ana")])
    var scene = HostKeysFixture.scene(in: services, store: store)
    _ = send([.key(.character("x"))], to: &scene, services: services)
    #expect(scene.keys.count == 2, "asked first")
    _ = send([.key(.character("x"))], to: &scene, services: services)
    #expect(scene.keys == [second])
    _ = send([.key(.character("x")), .key(.character("x"))], to: &scene, services: services)
    #expect(scene.keys == [second])
    #expect(scene.notice == "Your last key stays: without it you could not log in.")
  }
}
