import ArcadeCore
import Testing

@testable import ArcadeTUI

/// Each game's options type: standard with nothing chosen, remembered as JSON and read back as JSON, and a remembered
/// value the game refuses (a hand-edited or another version's row) forgotten rather than used.
@Suite struct GameOptionsTests {
  @Test func everyGameOpensWithOptionsThatParseFromNothing() {
    #expect(MinesweeperChoices.standard.board == .classic && MinesweeperChoices.standard.noGuess)
    #expect(PathFinderChoices.standard.options == .standard)
    #expect(TicTacToeChoices.standard.options == .standard)
    #expect(WordSearchChoices.standard.size == 10 && WordSearchChoices.standard.themeName == WordSearchTheme.defaultName)
    #expect(WordMatchChoices.standard.options == .standard && WordMatchChoices.standard.listFile == "en-es.json")
    #expect(PriceGuessChoices.standard.length == .standard)
  }

  /// Options changed from the standard ones come back equal from what is remembered.
  @Test func changedOptionsComeBackAsTheyWere() throws {
    var minesweeper = MinesweeperChoices(preset: .custom, customRows: 9, customColumns: 30, customMines: 50, noGuess: false, questionMarks: true)
    try roundTrip(minesweeper)
    minesweeper.board = .expert
    try roundTrip(minesweeper)
    try roundTrip(PathFinderChoices(PathFinderOptions(walls: true)))
    try roundTrip(TicTacToeChoices(TicTacToeOptions(variant: .ultimate, opponent: .hard, firstMove: .alternate)))
    try roundTrip(WordSearchChoices(size: 25, difficulty: .hard, theme: "Birds", reveals: 0))
    try roundTrip(WordMatchChoices(listFile: "en-fr.json", options: WordMatchOptions(speed: .fast, pairCount: 30, lives: 1, correctShare: 0.5)))
    var priceGuess = PriceGuessChoices.standard
    priceGuess.length = .endless
    priceGuess.browsePath = ["Kitchen", "Small Appliances"]
    try roundTrip(priceGuess)
  }

  @Test func rememberedValuesTheParserRefusesAreForgotten() {
    #expect(MinesweeperChoices(rememberedJSON: #"{"rows":900,"cols":9,"mines":9}"#) == nil)
    #expect(MinesweeperChoices(rememberedJSON: #"{"preset":"huge"}"#) == nil)
    #expect(TicTacToeChoices(rememberedJSON: #"{"variant":"classic","opponent":"hard"}"#) == nil)
    #expect(WordSearchChoices(rememberedJSON: #"{"size":4}"#) == nil)
    #expect(WordMatchChoices(rememberedJSON: #"{"pairs":0}"#) == nil)
    #expect(PathFinderChoices(rememberedJSON: #"{"walls":true,"stairs":true}"#) == nil)
    #expect(PathFinderChoices(rememberedJSON: "not json") == nil)
    #expect(PathFinderChoices(rememberedJSON: "[1, 2]") == nil)
  }

  /// Remembered before the options were typed (0.x): a name this version reads the same way still reads.
  @Test func olderRememberedOptionsWithTheSameNamesStillRead() {
    #expect(PathFinderChoices(rememberedJSON: #"{"walls":true}"#)?.options.walls == true)
    #expect(TicTacToeChoices(rememberedJSON: #"{"variant":"ultimate","opponent":"hard"}"#)?.options.opponent == .hard)
  }

  /// Written by the version whose options were argument-parser types: every key, nulls spelled out, Minesweeper's
  /// `remembered` flag. Each still reads as it was.
  @Test func optionsRememberedAsFlagsStillRead() throws {
    let minesweeper = try #require(MinesweeperChoices(rememberedJSON:
      #"{"cols":null,"guess":false,"marks":true,"mines":null,"preset":"expert","remembered":false,"rows":null}"#))
    #expect(minesweeper.board == .expert && minesweeper.questionMarks && minesweeper.noGuess)
    let custom = try #require(MinesweeperChoices(rememberedJSON:
      #"{"cols":30,"guess":true,"marks":false,"mines":50,"preset":"expert","remembered":true,"rows":9}"#))
    #expect(custom.board == .expert && custom.customColumns == 30 && !custom.noGuess)
    let wordMatch = try #require(WordMatchChoices(rememberedJSON:
      #"{"correctShare":0.25,"feedbackMilliseconds":500,"lives":1,"listFile":"en-fr.json","pair":null,"pairs":30,"speed":"fast"}"#))
    #expect(wordMatch.listFile == "en-fr.json" && wordMatch.options == WordMatchOptions(speed: .fast, pairCount: 30, lives: 1))
    let wordSearch = try #require(WordSearchChoices(rememberedJSON:
      #"{"difficulty":"hard","reveals":0,"size":25,"theme":"Birds","words":null}"#))
    #expect(wordSearch == WordSearchChoices(size: 25, difficulty: .hard, theme: "Birds", reveals: 0))
    let priceGuess = try #require(PriceGuessChoices(rememberedJSON:
      #"{"browsePath":["Kitchen"],"deck":{"catalog":null,"category":null,"mixed":true},"questions":null}"#))
    #expect(priceGuess.deck.mixed && priceGuess.browsePath == ["Kitchen"] && priceGuess.length == .standard)
  }

  private func roundTrip<Options: GameOptions>(_ options: Options, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let text = try #require(options.rememberedJSON, sourceLocation: sourceLocation)
    #expect(Options(rememberedJSON: text) == options, "\(text)", sourceLocation: sourceLocation)
  }
}

/// What a command line may not say, though the options screen keeps it: a custom size beside a preset.
@Suite struct RememberedButNotTypedTests {
  @Test func aPresetWithACustomSizeIsRefusedTypedButKeptRemembered() throws {
    var typed = MinesweeperChoices(preset: .custom, customRows: 8, customColumns: 9, customMines: 10)
    typed.preset = .expert
    #expect(typed.problem(remembered: false) == "give either --preset expert or --rows/--cols/--mines, not both")
    var choices = MinesweeperChoices(preset: .custom, customRows: 8, customColumns: 9, customMines: 10)
    choices.board = .expert
    let text = try #require(choices.rememberedJSON)
    let back = try #require(MinesweeperChoices(rememberedJSON: text))
    #expect(back == choices && back.customRows == 8)
  }

  @Test func optionsScreensListTypingANumberOnlyWhereARowTakesOne() {
    let withNumber = OptionsForm(rows: [.init("Mines", .number(10, range: 1...99))])
    let withoutNumber = OptionsForm(rows: [.init("Walls", .toggle(false))])
    #expect(withNumber.helpEntries.contains { $0.keys.hasPrefix("0 – 9") })
    #expect(!withoutNumber.helpEntries.contains { $0.keys.hasPrefix("0 – 9") })
  }
}
