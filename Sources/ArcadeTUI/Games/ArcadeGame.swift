import Foundation
import ArcadeCore

/// Makes a game's first scene once the loop and its services exist.
public typealias SceneMaker = (ArcadeServices) -> any Scene

/// One game of the arcade: everything the menu, the command line, the leaderboard and Help know of it.
///
/// A game is added by one of these in the registry, over its core definition (its engines, daily and ranking);
/// nothing outside its entry and its own folders switches over game ids.
public struct ArcadeGame {
  /// The game as the core states it: what its rounds replay with, its daily's rules, how a day ranks.
  public var definition: GameDefinition
  public var id: GameID { definition.id }
  public var title: String
  /// One line for the menu.
  public var tagline: String
  /// The rules in a few lines, for the Help screen.
  public var rules: [String]
  /// The type of the game's options: what its options screen edits, what is remembered, and what a command line
  /// (the executable's adapter) makes.
  public let optionsType: any GameOptions.Type
  /// The first scene with these options (a round at once), or with none the game's options screen; one line naming
  /// what cannot be used (a catalog file that does not load). Options of another game's type are refused.
  private let opening: ((any GameOptions)?) throws(GameFlagError) -> SceneMaker
  /// The game's leaderboards, built from content that was loaded once: its definition's.
  public var boards: (ContentLibrary) -> GameBoards { definition.boards }
  /// Shown once, the first time the game opens (and again with `i`); nil for none.
  public var instructions: [String]?
  /// The screen of an unfinished round taken up again; nil when it cannot be (options or moves this version
  /// cannot read), or for a game whose rounds are not kept.
  public var resume: ((UnfinishedRound, ArcadeServices) -> (any Scene)?)?
  /// A saved round's tape as the game's own screens, for a replay; nil when the bytes are not one of its tapes.
  public var replay: (([UInt8], ArcadeServices) -> ReplayTape?)?
  /// A race's screen for this side, on a track's opening (`RaceTrack.opening`) or the side's own tape so far (a race
  /// rejoined), its clock at `milliseconds`; nil when the bytes are not one of its tapes. Nil for a game that cannot
  /// be raced yet.
  public var race: ((_ tape: [UInt8], _ milliseconds: Int64, ArcadeServices) -> (any ResumableScene)?)?
  /// A live race's opening, dealt from a new seed with the options the player last chose; nil for a game that
  /// cannot be raced live yet.
  public var dealRace: ((ArcadeServices) -> [UInt8]?)?
  /// The game's daily: the day's deal, the same for everyone; nil for a game without one.
  public var daily: DailyGame?
  /// A round's time as the game's screens and boards write it: m:ss, or Minesweeper's hundredths.
  public var formatTime: (_ milliseconds: Int64) -> String = { formatDuration(milliseconds: $0) }

  /// A game whose options are `Options`: `launch` gets those given, or nil when none were.
  public init<Options: GameOptions>(
    definition: GameDefinition, title: String, tagline: String, rules: [String], options: Options.Type,
    launch: @escaping (Options?) throws(GameFlagError) -> SceneMaker, instructions: [String]? = nil
  ) {
    self.definition = definition
    self.title = title
    self.tagline = tagline
    self.rules = rules
    optionsType = options
    opening = { given throws(GameFlagError) in
      guard let given else { return try launch(nil) }
      guard let options = given as? Options else { throw GameFlagError("these options are not \(title)'s") }
      return try launch(options)
    }
    self.instructions = instructions
  }

  /// A game that opens on its options screen: with no options given, `optionsScreen` on those the player last started
  /// it with (or the standard ones); with some, `start` at once.
  public init<Options: GameOptions>(
    definition: GameDefinition, title: String, tagline: String, rules: [String], options: Options.Type,
    optionsScreen: @escaping (ArcadeServices, Options) -> any Scene,
    start: @escaping (ArcadeServices, Options) -> any Scene
  ) {
    let id = definition.id
    self.init(
      definition: definition, title: title, tagline: tagline, rules: rules, options: options,
      launch: { given in
        { services in
          given.map { start(services, $0) } ?? optionsScreen(services, services.player.rememberedOptions(for: id) ?? .standard)
        }
      })
  }

  /// The first scene for `arcade play <game>` given these options, or the game's options screen for none (as the
  /// menu opens it).
  public func launch(_ options: (any GameOptions)?) throws(GameFlagError) -> SceneMaker { try opening(options) }

  /// The first scene for `arcade play <game>`: a round at once, with the options given, else with those the player
  /// last started it with (or the standard ones); Options stay one key away (`o`).
  public func play(_ options: (any GameOptions)?) throws(GameFlagError) -> SceneMaker {
    if let options { return try opening(options) }
    return { services in
      do throws(GameFlagError) {
        return try opening(services.player.rememberedOptions(for: id, as: optionsType) ?? optionsType.standard)(services)
      } catch {
        return NotReadyScene(name: title, message: error.description)
      }
    }
  }

  /// Races on `Game`'s openings, played in `scene` (made with a new round's uid, kept off the boards as a chosen seed's
  /// round is: the deal was known before it was played).
  public mutating func races<Game: RecordedGame>(
    _ type: Game.Type, in scene: @escaping (Game, ArcadeServices, _ uid: String) -> any ResumableScene
  ) {
    race = { bytes, milliseconds, services in
      let origin = services.now().advanced(byMilliseconds: -max(0, milliseconds))
      guard let tape = try? RoundTape<Game>(bytes: bytes), let game = try? tape.replayed(from: origin) else { return nil }
      return scene(game, services, UUID().uuidString)
    }
  }

  /// A live race's opening: the game's own way (`dealRace`), else its daily's options dealt from a new seed (the day
  /// names WordSearch's theme); or why there is none (a game that cannot be raced, content that is not here).
  public func raceOpening(_ services: ArcadeServices) -> Result<[UInt8], DailyUnavailable> {
    guard race != nil else { return .failure(DailyUnavailable("\(title) cannot be raced")) }
    if let dealRace { return dealRace(services).map { .success($0) } ?? .failure(DailyUnavailable("the board could not be dealt")) }
    guard let daily else { return .failure(DailyUnavailable("\(title) has no daily to deal a race with")) }
    return daily.dealt(services.today, daily.key(services), services.recorder.nextSeed(), services).map(\.tape)
  }

  /// Replays of `Game`'s tapes, each position shown in `scene`.
  public mutating func replays<Game: RecordedGame>(_ type: Game.Type, in scene: @escaping (Game, ArcadeServices) -> any Scene) {
    replay = { bytes, services in ReplayTape.of(bytes, as: type, services: services, scene: scene) }
  }
}
