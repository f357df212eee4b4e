import ArcadeTestSupport
import ArcadeCore
import Foundation
@testable import ArcadeTUI

/// A small English → Spanish list for play-screen tests, so they do not change when the shipped lists grow.
extension WordList {
  static let wordMatchFixture = WordList(
    source: Language(code: "en", name: "English"), target: Language(code: "es", name: "Spanish"),
    pairs: [
      Pair(source: "house", target: "casa"), Pair(source: "dog", target: "perro"),
      Pair(source: "cat", target: "gato"), Pair(source: "water", target: "agua"),
      Pair(source: "bread", target: "pan"), Pair(source: "red", target: "rojo"),
    ])
}

/// Services reading word lists from `data` (the repository's by default), with a manual clock and a memory store.
func makeWordMatchServices(
  data: String = repositoryDataDirectory, clock: ManualClock = ManualClock(), store: MemoryScoreKeeper = MemoryScoreKeeper(),
  unicode: Bool = true, size: Size = Size(width: 100, height: 30), seed: UInt64 = 7
) -> ArcadeServices {
  makeServices(clock: clock, seed: seed, store: store, unicode: unicode, size: size, dataDirectory: data)
}

/// A data folder in a temporary directory holding the given `wordmatch/*.json` files.
func makeWordMatchDataFolder(_ files: [String: String]) throws -> String {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("wordmatch-scene-\(UUID().uuidString)")
  let folder = root.appendingPathComponent("wordmatch")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return root.path
}

/// A good one-language-pair file, as the README describes the format.
let goodWordListJSON = """
  {"format": 1, "source": {"code": "en", "name": "English"}, "target": {"code": "it", "name": "Italian"},
   "pairs": [{"source": "house", "target": "casa"}, {"source": "dog", "target": "cane"}, {"source": "cat", "target": "gatto"}]}
  """

/// The first seed whose game on `list` opens with `prompt` over `candidate`, found from the engine's own deal,
/// so the screens below keep their readable first pair whatever order the dealer draws in.
func seedOpening(
  with prompt: String, over candidate: String, list: WordList = .wordMatchFixture,
  options: WordMatchOptions = .standard
) -> UInt64? {
  (UInt64(0)..<10_000).first { seed in
    let round = WordMatchGame(wordList: list, options: options, seed: seed).dealtFirst
    return round.prompt == prompt && round.candidate == candidate
  }
}

/// The seed of the play-screen tests: "house" at the top, "perro" falling (a wrong pair).
/// `WordMatchPlaySceneTests` checks that there is one; 0 would fail every screen test that reads the pair.
let housePerroSeed = seedOpening(with: "house", over: "perro") ?? 0

extension WordMatchGame {
  /// The first pair this game deals.
  fileprivate var dealtFirst: WordMatchPair {
    var game = self
    guard case .started(let round?) = game.apply(.start, at: Instant(milliseconds: 0)) else { fatalError("a new game starts") }
    return round.pair
  }
}

/// A play scene on the fixture list, started at the clock's time.
func makePlayScene(
  services: ArcadeServices, options: WordMatchOptions = .standard, seed: UInt64 = housePerroSeed
) -> WordMatchPlayScene {
  WordMatchPlayScene(
    recorder: services.recorder, wordList: .wordMatchFixture, choices: WordMatchChoices(listFile: "en-es.json", options: options), seed: seed,
    startingAt: services.now(), screen: services.screenSize)
}

/// True for the transition back to the arcade's menu.
func leadsToMenu(_ transition: Transition?) -> Bool {
  if case .menu? = transition { true } else { false }
}

/// The value beside a figure's label on a rendered end-of-round panel ("3" for "Wrong attempts   3").
func figure(_ label: String, in text: String) -> String? {
  guard let line = text.split(separator: "\n").first(where: { $0.contains(label + " ") }),
    let range = line.range(of: label)
  else { return nil }
  return line[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " │|"))
}

extension WordMatchPlayScene {
  /// Deals a game with `seed` and starts it at `now`: in tests the clock only moves when told to, so it can be
  /// read before dealing (the arcade reads it after, see `init(game:choices:startingAt:screen:)`).
  init(recorder: RoundRecorder, wordList: WordList, choices: WordMatchChoices, seed: UInt64, startingAt now: Instant, screen: Size) {
    self.init(recorder: recorder, game: WordMatchGame(wordList: wordList, options: choices.options, seed: seed), choices: choices, startingAt: now, screen: screen)
  }
}
