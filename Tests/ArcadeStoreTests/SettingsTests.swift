import ArcadeTestSupport
import ArcadeCore
import Testing

@testable import ArcadeStore

@Suite("Settings")
struct SettingsTests {
  @Test func keyValueRoundTrip() throws {
    let folder = try TemporaryFolder()
    let store = try makeStore(at: folder.file())
    #expect(try store.setting("theme") == nil)
    try store.setSetting("theme", "dark")
    #expect(try store.setting("theme") == "dark")
    try store.setSetting("theme", "light")
    #expect(try store.setting("theme") == "light")
    try store.setSetting("theme", nil)
    #expect(try store.setting("theme") == nil)
  }
}
