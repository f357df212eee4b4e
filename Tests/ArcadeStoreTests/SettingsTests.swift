import ArcadeCore
import Testing

@testable import ArcadeStore

@Suite("Settings")
struct SettingsTests {
  @Test func keyValueRoundTrip() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.path())
    #expect(try store.setting("theme") == nil)
    try store.setSetting("theme", "dark")
    #expect(try store.setting("theme") == "dark")
    try store.setSetting("theme", "light")
    #expect(try store.setting("theme") == "light")
    try store.setSetting("theme", nil)
    #expect(try store.setting("theme") == nil)
  }

  @Test func emptyStoreGivesDefaults() throws {
    let folder = try TemporaryFolder()
    #expect(try ArcadeSettings.load(from: makeStore(at: folder.path())) == .defaults)
  }

  @Test func typedSettingsSurviveReopening() throws {
    let folder = try TemporaryFolder()
    let path = folder.path()
    let chosen = ArcadeSettings(
      playerName: "Zoë \u{1B}[1m", colors: false, unicode: false, instructionsSeen: ["minesweeper", "wordmatch"])
    try chosen.save(to: makeStore(at: path))
    #expect(try ArcadeSettings.load(from: makeStore(at: path)) == chosen)

    var cleared = chosen
    cleared.playerName = nil
    try cleared.save(to: makeStore(at: path))
    #expect(try ArcadeSettings.load(from: makeStore(at: path)) == cleared)
  }

  @Test func unreadableValuesFallBackToDefaults() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.path())
    try store.setSettings(["display.colors": "maybe", "instructions.seen": "not json"])
    #expect(try ArcadeSettings.load(from: store) == .defaults)
  }
}
