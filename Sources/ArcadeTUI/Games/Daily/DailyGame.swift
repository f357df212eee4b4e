import ArcadeCore
import Foundation

/// How one game deals its daily: the day's deal as an unfinished round with no moves yet, which the game's own
/// resume path opens, so a daily plays, resumes and replays on the same screens as any round.
///
/// What makes a deal the day's is the game's definition (`GameDefinition.daily`, its engines' `DailyRule`): a test
/// deals every game's days here and checks each against it.
public struct DailyGame {
  /// The key of the player's daily: "" for one a day; WordMatch's language pair of the list last played.
  public var key: (ArcadeServices) -> String
  /// Every key this arcade can deal (to recognise a daily taken up again): WordMatch's pairs.
  public var keys: (ContentLibrary) -> [String]
  /// The game whose daily it is: its id seeds each day's deal.
  public var game: GameID
  /// The opening the daily's options deal from a seed, for a key and a day (the day names WordSearch's theme), or
  /// why this arcade cannot deal it (a missing word list or catalog).
  public var dealt: (_ day: DailyDate, _ key: String, _ seed: UInt64, ArcadeServices) -> Result<DailyOpening, DailyUnavailable>

  public init(
    game: GameID,
    key: @escaping (ArcadeServices) -> String = { _ in "" },
    keys: @escaping (ContentLibrary) -> [String] = { _ in [""] },
    dealt: @escaping (DailyDate, String, UInt64, ArcadeServices) -> Result<DailyOpening, DailyUnavailable>
  ) {
    self.game = game
    self.key = key
    self.keys = keys
    self.dealt = dealt
  }

  /// The day's opening for a key: the daily's options dealt from the day's seed.
  public func deal(_ day: DailyDate, _ key: String, _ services: ArcadeServices) -> Result<DailyOpening, DailyUnavailable> {
    dealt(day, key, DailyDeal.seed(for: game, on: day, key: key), services)
  }
}

/// A day's deal before its first move: the options its screen resumes with, and its tape.
public struct DailyOpening: Sendable, Hashable {
  /// `GameOptions.rememberedJSON` of the daily's options.
  public var options: String
  /// `RoundTape.bytes`: the deal and no moves, or only the opening a game gives everyone (Minesweeper's centre).
  public var tape: [UInt8]

  public init(options: String, tape: [UInt8]) {
    self.options = options
    self.tape = tape
  }

  /// The opening of a game dealt from its daily options.
  public static func of<Game: RecordedGame>(_ game: Game, options: some GameOptions) -> Result<DailyOpening, DailyUnavailable> {
    guard let json = options.rememberedJSON, let tape = RoundTape(of: game) else {
      return .failure(DailyUnavailable("the day's deal could not be written down"))
    }
    return .success(DailyOpening(options: json, tape: tape.bytes))
  }
}

/// Why a day's deal cannot be dealt here, in a few words.
public struct DailyUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
