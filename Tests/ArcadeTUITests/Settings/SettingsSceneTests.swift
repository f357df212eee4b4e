import ArcadeCore
import ArcadeTestSupport
import Testing
import Foundation
@testable import ArcadeTUI

@Suite struct SettingsSceneTests {
  @Test func renameTogglesAndSaves() throws {
    let store = MemoryScoreKeeper()
    let services = makeServices(store: store)
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys("Ana ?") + [.key(.backspace), .key(.backspace), .key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "Ana")
    #expect(try store.setting(SettingKey.playerName) == "Ana")
    send([.key(.down), .key(.enter), .key(.down), .key(.character(" "))], to: &scene, services: services)
    // From Plain the theme steps round to Automatic, which is stored as such.
    #expect(services.settings.theme == nil)
    #expect(try store.setting(SettingKey.theme) == SettingKey.themeFromTerminal)
    #expect(services.settings.unicode == false)
    #expect(try store.setting(SettingKey.unicode) == "false")
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isPop == true)
  }

  /// At 80×24 the fields are on rows 7, 9, 11 and 13 from column 22; "Theme  Plain" ends at column 42.
  @Test func onlyAClickOnARowsTextChangesIt() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    for x in [0, 21, 43, 79] {
      send([.mouse(MouseEvent(.press, .left, at: Point(x: x, y: 9)))], to: &scene, services: services)
      #expect(services.settings.theme == .plain, "x \(x)")
    }
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 42, y: 9)))], to: &scene, services: services)
    #expect(services.settings.theme == nil)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 24, y: 11)))], to: &scene, services: services)
    #expect(services.settings.unicode == false)
    // The wheel moves the pointer, as the arrows do: from Glyphs down past Sound to Back, where Enter leaves.
    send(Array(repeating: .mouse(MouseEvent(.press, .wheelDown, at: Point(x: 0, y: 0))), count: 2), to: &scene, services: services)
    #expect(scene.handle(.key(.enter), frame: services.frame)?.isPop == true)
  }

  @Test func escapeCancelsTyping() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    send([.key(.enter)] + keys("zz") + [.key(.escape)], to: &scene, services: services)
    #expect(services.settings.playerName == "tester")
    #expect(!scene.isEditingText)
  }

  @Test func namesAreShownWithoutEscapeSequences() {
    let services = makeServices()
    let scene = SettingsScene(services: services, settings: PlayerSettings(playerName: "evil\u{1B}[2Jname", theme: .plain, unicode: true))
    let text = render(scene, size: Size(width: 60, height: 20), services: services)
    #expect(text.contains("evilname") || text.contains("evil name"))
    #expect(!text.contains("\u{1B}"))
  }
}

@Suite struct SettingsSceneEdgeTests {
  @Test func arrowsSwitchOnlyTheOnOffSettings() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    send([.key(.right)], to: &scene, services: services)
    #expect(!scene.isEditingText)
    send([.key(.down), .key(.right)], to: &scene, services: services)
    #expect(services.settings.theme == nil)
    send([.key(.right), .key(.right)], to: &scene, services: services)
    #expect(services.settings.theme == .light)
    send([.key(.left), .key(.character("h"))], to: &scene, services: services)
    #expect(services.settings.theme == nil)
  }

  @Test func anEmptyNameIsRefusedAndSaysSo() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys("   ") + [.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "tester")
    #expect(render(scene, size: Size(width: 80, height: 24), services: services).contains("A name cannot be empty; kept tester."))
  }

  /// As the menu does for rounds: a store that cannot keep settings makes Settings say so, with the reason.
  @Test func settingsSayTheyLastForThisRunWhenTheStoreCannotKeepThem() {
    struct NoFolder: Error, CustomStringConvertible { var description: String { "no place for the score database" } }
    let services = makeServices(seed: 1, openStore: { .failure(NoFolder()) })
    var scene = SettingsScene(services: services)
    send([.key(.down), .key(.enter)], to: &scene, services: services)
    #expect(services.settings.theme == nil)
    let text = render(scene, size: Size(width: 100, height: 24), services: services)
    #expect(text.contains("Changes last for this run only: no place for the score database."))

    let kept = makeServices()
    #expect(!render(SettingsScene(services: kept), size: Size(width: 100, height: 24), services: kept).contains("Changes last"))
  }

  @Test func overriddenSettingsSayForThisRun() {
    let services = makeServices(colors: false, unicode: false)
    var settings = services.settings
    settings.theme = .light
    settings.unicode = true
    let text = render(SettingsScene(services: services, settings: settings), size: Size(width: 80, height: 24), services: services)
    #expect(text.contains("Light (Plain for this run)"))
    #expect(text.contains("Unicode (ASCII for this run)"))
  }
}

@Suite struct SettingsTypingTests {
  @Test func controlsAndDirectionOverridesAreNotTypedIn() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys("ab\u{202E}c\u{9B}d") + [.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "abcd")
  }

  @Test func qTypedIntoANameUnderTheTooSmallNoticeStaysTyped() {
    let services = makeServices()
    let terminal = MemoryTerminal(size: Size(width: 80, height: 24), events: [.key(.enter), .key(.control("u"))])
    let app = App(terminal: terminal, services: services, root: SettingsScene(services: services))
    app.draw()
    app.step()
    app.step()
    terminal.resize(to: Size(width: 20, height: 5))
    app.step()
    terminal.enqueue(.key(.character("q")))
    app.step()
    #expect(!app.isFinished)
    #expect(app.topScene.isEditingText)
  }
}

@Suite struct SettingsNameWidthTests {
  @Test func aZeroWidthCharacterIsNotTypedAndLeavesNoStrayCursor() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys("a\u{200B}bc"), to: &scene, services: services)
    #expect(render(scene, size: Size(width: 60, height: 20), services: services).contains("Player name   abc_\n"))
    send([.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "abc")
    #expect(render(scene, size: Size(width: 60, height: 20), services: services).contains("Player name   abc\n"))
  }

  @Test func controlAndDirectionCharactersAreNotTyped() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    let typed: [InputEvent] = ["A", "\u{0}", "\u{202E}", "\u{200F}", "B"].map { .key(.character($0)) }
    send([.key(.enter), .key(.control("u"))] + typed + [.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == "AB")
  }

  @Test func aNameStopsAt24Columns() {
    let services = makeServices()
    var scene = SettingsScene(services: services)
    send([.key(.enter), .key(.control("u"))] + keys(String(repeating: "漢", count: 11) + "abcd") + [.key(.enter)], to: &scene, services: services)
    #expect(services.settings.playerName == String(repeating: "漢", count: 11) + "ab")
  }

  @Test func aLongStoredNameIsShownCut() {
    let services = makeServices()
    let scene = SettingsScene(services: services, settings: PlayerSettings(playerName: String(repeating: "n", count: 40) + "\u{0}", theme: .plain, unicode: true))
    let text = render(scene, size: Size(width: 80, height: 20), services: services)
    #expect(text.contains("Player name   " + String(repeating: "n", count: 24) + "\n"))
  }
}

@Suite struct SettingsSceneSmallTests {
  /// At 40×12 a two-line note stays whole and off the hint line.
  @Test func aTwoLineNoteFitsTheSmallestTerminal() {
    let services = makeServices(colors: false, unicode: false)
    var settings = services.settings
    settings.unicode = true
    let lines = render(SettingsScene(services: services, settings: settings), size: Size(width: 40, height: 12), services: services)
      .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    // The five fields one under the other (a value too wide for 40 columns without its "for this run", which the
    // note says), then the note.
    #expect(Array(lines[1...5]) == ["> Player name   tester", "Theme         Plain", "Glyphs        Unicode", "Sound         off", "Back"])
    #expect(lines[7] == "ASCII is forced for this run (--ascii")
    #expect(lines[8] == "or a non-UTF-8 locale).")
    #expect(lines[11] == "Enter change · ? help · q back".replacingOccurrences(of: "·", with: "."))
  }
}
