import ArcadeTestSupport
import ArcadeCore
import Testing
@testable import ArcadeTUI

@Suite struct WordMatchOptionsSceneTests {
  static let size = Size(width: 100, height: 30)

  @Test func offersTheShippedListsWithSpanishFirst() {
    let services = makeWordMatchServices()
    let lines = screenLines(WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs), services: services)
    #expect(lines[0].trimmingCharacters(in: .whitespaces) == "WordMatch — Options")
    #expect(lines[3].contains("Words  ◀ English → Spanish ▶"))
    #expect(lines[5].contains("Speed  ◀ Normal · 5 s"))
    #expect(lines[7].contains("Pairs  ◀ 15"))
    #expect(lines[9].contains("Lives  ◀ 3"))
    #expect(lines[11].contains("[ Start ]"))
    #expect(lines.joined().contains("Start deals 15 pairs of English → Spanish; words fall in 5 s; 3 lives."))
    #expect(lines[29].contains("↑↓ choose · ←→ change · Enter start"))
    #expect(lines[29].contains("q back"))
  }

  @Test func aBrokenFileIsNamedAndNeverOffered() throws {
    let data = try makeWordMatchDataFolder(["en-it.json": goodWordListJSON, "zz-bad.json": "{\"format\": 1, \"source\": "])
    let services = makeWordMatchServices(data: data)
    var scene = WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs)
    let text = render(scene, size: Self.size, services: services)
    #expect(text.contains("◀ English → Italian ▶"))
    #expect(text.contains("Not offered: zz-bad.json"))
    // Under the sentence, the whole message names the file by its full path.
    #expect(text.contains("\(data)/wordmatch/zz-bad.json: malformed JSON"))
    // ← → have nothing else to offer: the broken list cannot be chosen.
    send([.key(.right)], to: &scene, services: services)
    #expect(scene.choices.listFile == "en-it.json")
    let play = try #require(scene.handle(.key(.enter), frame: services.frame)?.replacement as? WordMatchPlayScene)
    #expect(play.game.wordList.code == "en-it")
  }

  @Test func anEmptyListAndAMissingFolderAreNamedNotFatal() throws {
    let data = try makeWordMatchDataFolder(["en-xx.json": #"{"format": 1, "source": {"code": "en", "name": "English"}, "target": {"code": "xx", "name": "X"}, "pairs": []}"#])
    let services = makeWordMatchServices(data: data)
    var scene = WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs)
    let text = render(scene, size: Self.size, services: services)
    #expect(text.contains("en-xx.json: the list has no"))
    #expect(text.contains("No word list to play."))
    #expect(text.contains("Words  ◀ none ▶"))
    #expect(scene.handle(.key(.enter), frame: services.frame) == nil)

    let missing = makeWordMatchServices(data: "/nonexistent/arcade-data")
    let missingText = render(WordMatchOptionsScene(recorder: missing.recorder, content: missing.content, glyphs: missing.theme.glyphs), size: Self.size, services: missing)
    #expect(missingText.contains("/nonexistent/arcade-data/wordmatch: folder not found"))
  }

  @Test func optionsChangeWithArrowsCarryIntoTheGameAndAreRemembered() throws {
    let store = MemoryScoreKeeper()
    let services = makeWordMatchServices(store: store)
    var scene = WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs)
    // Spanish to French (the lists wrap); down to Speed, faster; down to Pairs, fewer; down to Lives, more.
    send([.key(.left), .key(.down), .key(.right), .key(.character("j")), .key(.character("h")), .key(.tab), .key(.character("l"))], to: &scene, services: services)
    #expect(scene.choices.options.speed == .fast)
    #expect(scene.choices.options.pairCount == 10)
    #expect(scene.choices.options.lives == 5)
    #expect(scene.choices.listFile == "en-fr.json")
    let text = render(scene, size: Self.size, services: services)
    #expect(text.contains("Saved but not ranked: only 15 pairs and 3 lives are ranked."))
    let compact = render(scene, size: Size(width: 40, height: 12), services: services)
    #expect(compact.contains("Saved but not ranked: only 15 pairs"))
    let play = try #require(scene.handle(.key(.enter), frame: services.frame)?.replacement as? WordMatchPlayScene)
    #expect(play.game.options.speed == .fast)
    #expect(play.game.options.pairCount == 10)
    #expect(play.game.wordList.code == "en-fr")
    #expect(play.game.seed == 7)
    // Start keeps the choices, and the next options screen opens on them.
    let remembered: WordMatchChoices? = services.player.rememberedOptions(for: .wordmatch)
    #expect(remembered == scene.choices)
  }

  /// The chosen list's translations are built on one tick after the form is up, not when Start is pressed;
  /// choosing another list asks for one more tick.
  @Test func theChosenListIsPreparedOnATickBeforeStart() throws {
    let services = makeWordMatchServices()
    var scene = WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs)
    let now = services.now()
    #expect(scene.nextTick(after: now) == now)
    #expect(scene.prepared == nil)
    send([.tick], to: &scene, services: services)
    #expect(scene.prepared?.list == scene.chosenList)
    #expect(scene.nextTick(after: now) == nil)
    send([.key(.left)], to: &scene, services: services)
    #expect(scene.nextTick(after: now) == now)
    send([.tick], to: &scene, services: services)
    let prepared = try #require(scene.prepared)
    #expect(prepared.list == scene.chosenList)
    let play = try #require(scene.handle(.key(.enter), frame: services.frame)?.replacement as? WordMatchPlayScene)
    #expect(play.game.wordList.code == "en-fr")
    #expect(play.game.translations.sources == prepared.translations.sources)
  }

  @Test func aChosenSeedIsSaidToBeUnranked() {
    let services = makeServices(seed: 11, chosenSeed: true)
    let text = render(WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs), size: Self.size, services: services)
    #expect(text.contains("A chosen seed: saved but not ranked."))
  }

  @Test func clicksStepAValueAndStart() throws {
    let services = makeWordMatchServices()
    var scene = WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs)
    let lines = screenLines(scene, services: services)
    let speedLine = lines[5]
    let left = try #require(speedLine.firstIndex(of: "◀")).utf16Offset(in: speedLine)
    send([.mouse(MouseEvent(.press, .left, at: Point(x: left, y: 5)))], to: &scene, services: services)
    #expect(scene.choices.options.speed == .slow)
    let startLine = lines[11]
    let start = try #require(startLine.firstIndex(of: "[")).utf16Offset(in: startLine)
    #expect(scene.handle(.mouse(MouseEvent(.press, .left, at: Point(x: start + 2, y: 11))), frame: services.frame)?.replacement is WordMatchPlayScene)
  }

  @Test func rememberedChoicesAreRestoredAndQGoesBack() {
    let services = makeWordMatchServices()
    var scene = WordMatchOptionsScene(
      recorder: services.recorder, content: services.content, choices: WordMatchChoices(listFile: "en-fr.json", options: WordMatchOptions(speed: .slow, pairCount: 20, lives: 1)),
      glyphs: services.theme.glyphs)
    let text = render(scene, size: Self.size, services: services)
    #expect(text.contains("◀ English → French  ▶"))
    #expect(text.contains("◀ Slow · 7 s"))
    #expect(text.contains("◀ 20 ▶"))
    #expect(scene.handle(.key(.character("q")), frame: services.frame)?.isLeave == true)
    #expect(scene.handle(.key(.escape), frame: services.frame)?.isLeave == true)
  }

  @Test func fitsFortyByTwelveAndASCII() {
    let services = makeWordMatchServices(unicode: false, size: Size(width: 40, height: 12))
    let lines = screenLines(WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs), size: Size(width: 40, height: 12), services: services)
    #expect(lines.count == 12)
    #expect(lines[1].contains("Words  < English -> Spanish >"))
    #expect(lines[2].contains("Speed  < Normal - 5 s"))
    #expect(lines[5].contains("[ Start ]"))
    #expect(lines[11].contains("Enter start"))
    // Every glyph has its ASCII form: no "?" for one that had none (the footer's "? help" aside).
    #expect(!lines.dropLast().joined().contains("?"))
  }

  @Test func helpSaysWhatOtherLengthsGet() {
    let services = makeWordMatchServices()
    let scene = WordMatchOptionsScene(recorder: services.recorder, content: services.content, glyphs: services.theme.glyphs)
    let notes = scene.help.notes.joined(separator: " ")
    #expect(notes.contains("Only games of 15 pairs and 3 lives are ranked on the boards"))
    #expect(notes.contains("saved"))
    #expect(scene.help.keys == scene.form.helpEntries && !scene.help.keys.contains { $0.keys.hasPrefix("0 – 9") })
  }
}
