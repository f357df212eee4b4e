import Testing
@testable import ArcadeTUI

@Suite struct SettingsSceneTests {
  @Test func renameTogglesAndSaves() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store)
    var scene = SettingsScene(settings: services.settings)
    send([.key(.enter), .key(.control("u"))] + keys("Ana ?") + [.key(.backspace), .key(.backspace), .key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "Ana")
    #expect(try store.setting(SettingKey.playerName) == "Ana")
    send([.key(.down), .key(.enter), .key(.down), .key(.character(" "))], to: &scene, services: services)
    #expect(services.settings.colors == true)
    #expect(services.settings.unicode == false)
    #expect(try store.setting(SettingKey.unicode) == "false")
    #expect(scene.handle(.key(.character("q")), services: services)?.isPop == true)
  }

  @Test func escapeCancelsTyping() {
    let services = makeServices()
    var scene = SettingsScene(settings: services.settings)
    send([.key(.enter)] + keys("zz") + [.key(.escape)], to: &scene, services: services)
    #expect(services.settings.playerName == "tester")
    #expect(!scene.isEditingText)
  }

  @Test func namesAreShownWithoutEscapeSequences() {
    let services = makeServices()
    let scene = SettingsScene(settings: PlayerSettings(playerName: "evil\u{1B}[2Jname", colors: false, unicode: true))
    let text = render(scene, size: Size(width: 60, height: 20), services: services)
    #expect(text.contains("evilname") || text.contains("evil name"))
    #expect(!text.contains("\u{1B}"))
  }
}
