import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct WordMatchSetupSceneTests {
  @Test func listsTheShippedListsWithSpanishFirstAndChosen() {
    let services = makeWordMatchServices()
    let lines = screenLines(WordMatchSetupScene(services: services), services: services)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "WordMatch")
    // The default pair leads, as on the leaderboard; the rest follow by file name.
    #expect(lines[4] == "                      ▶   ● English → Spanish")
    #expect(lines[5] == "                          · English → German")
    #expect(lines[6] == "                          · English → French")
    #expect(lines[8] == "                        Speed         ◀ Normal · 5 s ▶")
    #expect(lines[9] == "                        Pairs         ◀ 15 ▶")
    #expect(lines[10] == "                        Lives         ◀ 3 ▶")
    #expect(lines[12] == "                        [ Start ]")
  }

  @Test func aBrokenFileShowsItsErrorAndTheOtherListsStayPlayable() throws {
    let data = try makeWordMatchDataFolder(["en-it.json": goodWordListJSON, "zz-bad.json": "{\"format\": 1, \"source\": "])
    let services = makeWordMatchServices(data: data)
    var scene = WordMatchSetupScene(services: services)
    var text = render(scene, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("▶   ● English → Italian"))
    #expect(text.contains("✘ zz-bad.json: malformed JSON"))
    // Under the options, the whole message names the file by its full path.
    #expect(text.contains("\(data)/wordmatch/zz-bad.json: malformed JSON"))
    // ← → skip the broken list: it cannot be chosen.
    send([.key(.right)], to: &scene, services: services)
    text = render(scene, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("▶   ● English → Italian"))
    #expect(scene.choices.listFile == "en-it.json")
    let start = scene.handle(.key(.enter), services: services)
    let play = try #require(start?.replacement as? WordMatchPlayScene)
    #expect(play.game.wordList.code == "en-it")
  }

  @Test func anEmptyListAndAMissingFolderAreNamedNotFatal() throws {
    let data = try makeWordMatchDataFolder(["en-xx.json": #"{"format": 1, "source": {"code": "en", "name": "English"}, "target": {"code": "xx", "name": "X"}, "pairs": []}"#])
    let services = makeWordMatchServices(data: data)
    var scene = WordMatchSetupScene(services: services)
    let text = render(scene, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("en-xx.json: the list has no entries"))
    #expect(text.contains("no list to play"))
    #expect(scene.handle(.key(.enter), services: services) == nil)

    let missing = makeWordMatchServices(data: "/nonexistent/arcade-data")
    let missingText = render(WordMatchSetupScene(services: missing), size: Size(width: 100, height: 30), services: missing)
    #expect(missingText.contains("/nonexistent/arcade-data/wordmatch: folder not found"))
  }

  @Test func optionsChangeWithArrowsAndCarryIntoTheGame() throws {
    let services = makeWordMatchServices()
    var scene = WordMatchSetupScene(services: services)
    // Spanish to French; Tab to Speed, faster; down to Pairs, fewer; down to Lives, more.
    send([.key(.right), .key(.right), .key(.tab), .key(.right), .key(.character("j")), .key(.left), .key(.down), .key(.character("l"))], to: &scene, services: services)
    #expect(scene.choices.options.speed == .fast)
    #expect(scene.choices.options.pairCount == 10)
    #expect(scene.choices.options.lives == 5)
    #expect(scene.choices.listFile == "en-fr.json")
    let text = render(scene, size: Size(width: 100, height: 30), services: services)
    #expect(!text.contains("board of its own"))
    #expect(text.contains("Only games of 15 pairs and 3 lives are ranked on the boards. This one will be saved"))
    #expect(text.contains("arcade scores --export"))
    #expect(text.contains("but not ranked."))
    let compact = render(scene, size: Size(width: 40, height: 12), services: services)
    #expect(compact.contains("Saved but not ranked: the boards rank"))
    #expect(compact.contains("15 pairs and 3 lives only."))
    let play = try #require(scene.handle(.key(.enter), services: services)?.replacement as? WordMatchPlayScene)
    #expect(play.game.options.speed == .fast)
    #expect(play.game.options.pairCount == 10)
    #expect(play.game.wordList.code == "en-fr")
    #expect(play.game.seed == 7)
  }

  @Test func clicksChooseAListStepAnOptionAndStart() throws {
    let services = makeWordMatchServices()
    var scene = WordMatchSetupScene(services: services)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 30, y: 5)))], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-de.json")
    // "◀ Normal · 5 s ▶" starts at column 38: the left arrow steps back, the rest steps on.
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 38, y: 8)))], to: &scene, services: services)
    #expect(scene.choices.options.speed == .slow)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: 50, y: 8))), .mouse(MouseEvent(.press, .left, at: Point(x: 50, y: 8)))], to: &scene, services: services)
    #expect(scene.choices.options.speed == .fast)
    let start = scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: 27, y: 12))), services: services)
    #expect(start?.replacement is WordMatchPlayScene)
  }

  @Test func leftAndRightWalkTheListsAndWrap() {
    let services = makeWordMatchServices()
    var scene = WordMatchSetupScene(services: services)
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-fr.json")
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-de.json")
    send([.key(.character("h")), .key(.character(" "))], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-de.json")
    send([.key(.character("l"))], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-fr.json")
    // Up from the language pair wraps to Start; Tab comes back.
    send([.key(.backTab)], to: &scene, services: services)
    #expect(render(scene, size: Size(width: 100, height: 30), services: services).contains("▶ [ Start ]"))
    send([.key(.tab)], to: &scene, services: services)
    #expect(render(scene, size: Size(width: 100, height: 30), services: services).contains("▶   ● English → French"))
  }

  @Test func rememberedChoicesAreRestoredAndQGoesBack() {
    let services = makeWordMatchServices()
    var scene = WordMatchSetupScene(
      choices: WordMatchChoices(listFile: "en-fr.json", options: WordMatchOptions(speed: .slow, pairCount: 20, lives: 1)),
      services: services)
    let text = render(scene, size: Size(width: 100, height: 30), services: services)
    #expect(text.contains("▶   ● English → French"))
    #expect(text.contains("◀ Slow · 7 s ▶"))
    #expect(text.contains("◀ 20 ▶"))
    #expect(scene.handle(.key(.character("q")), services: services)?.isPop == true)
    #expect(scene.handle(.key(.escape), services: services)?.isPop == true)
  }

  @Test func fitsFortyByTwelveAndASCII() {
    let services = makeWordMatchServices(unicode: false, size: Size(width: 40, height: 12))
    let lines = screenLines(WordMatchSetupScene(services: services), size: Size(width: 40, height: 12), services: services)
    #expect(lines.count == 12)
    #expect(lines[1] == " > o English -> Spanish")
    #expect(lines[2] == "   . English -> German")
    #expect(lines[4] == "   Speed  < Normal - 5 s >")
    #expect(lines[7] == "   [ Start ]")
    #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func upAndDownWalkTheLanguagePairsThenTheRows() {
    let services = makeWordMatchServices()
    var scene = WordMatchSetupScene(services: services)
    let size = Size(width: 100, height: 30)
    #expect(scene.choices.listFile == "en-es.json")
    send([.key(.down)], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-de.json")
    #expect(render(scene, size: size, services: services).contains("▶   ● English → German"))
    send([.key(.character("j"))], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-fr.json")
    // Past the last pair, down goes on to Speed and the pair stays chosen.
    send([.key(.down)], to: &scene, services: services)
    #expect(scene.cursor == .speed)
    #expect(scene.choices.listFile == "en-fr.json")
    #expect(render(scene, size: size, services: services).contains("▶ Speed"))
    // Back up onto the chosen pair, then up through the pairs to the first and on to Start.
    send([.key(.up)], to: &scene, services: services)
    #expect(scene.cursor == .language)
    #expect(scene.choices.listFile == "en-fr.json")
    send([.key(.up), .key(.character("k"))], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-es.json")
    send([.key(.up)], to: &scene, services: services)
    #expect(scene.cursor == .start)
    #expect(scene.choices.listFile == "en-es.json")
    // Tab steps over the pairs as one row.
    send([.key(.tab), .key(.tab)], to: &scene, services: services)
    #expect(scene.cursor == .speed)
    #expect(scene.choices.listFile == "en-es.json")
  }

  @Test func upAndDownSkipABrokenList() throws {
    let data = try makeWordMatchDataFolder([
      "en-it.json": goodWordListJSON, "en-fi.json": "{", "en-es.json": goodWordListJSON.replacingOccurrences(of: "\"it\"", with: "\"es\""),
    ])
    let services = makeWordMatchServices(data: data)
    var scene = WordMatchSetupScene(services: services)
    #expect(scene.choices.listFile == "en-es.json")
    send([.key(.down)], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-it.json")
    send([.key(.down)], to: &scene, services: services)
    #expect(scene.cursor == .speed)
  }

  @Test func helpSaysWhatOtherLengthsGet() {
    let scene = WordMatchSetupScene(services: makeWordMatchServices())
    let notes = scene.help.notes.joined(separator: " ")
    #expect(notes.contains("Only games of 15 pairs and 3 lives are ranked on the boards"))
    #expect(notes.contains("saved"))
    #expect(!notes.contains("board of its own"))
    let keys = scene.help.keys.map(\.keys)
    #expect(keys.contains("↑↓ j k"))
    #expect(keys.contains("Tab Shift-Tab"))
  }
}
