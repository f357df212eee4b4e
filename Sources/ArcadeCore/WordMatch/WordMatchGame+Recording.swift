/// WordMatch's rounds as their deal and moves: `apply` is the one way in, and a tape replays exactly, landings too.
///
/// Time changes a WordMatch round by itself: an unanswered word lands, a flash ends, the next pair falls. Those
/// steps are played out by `.wait`, which the screen applies on its ticks, and a `.wait` is recorded whenever it
/// played one out (so is the catch-up of a pause refused because the round had just ended). Each step happens at
/// its own due instant (a landing at `landsAt`, the next pair when the flash ends), never at the time of the call
/// that notices it, so ticks at any pace give the same round, and its replay, which applies every recorded move at
/// its recorded time to the same state, gives it again: the same landings, score, pairs and duration.
extension WordMatchGame: RecordedGame {
  public static var gameID: GameID { .wordmatch }
  public static var tapeFormat: UInt8 { 1 }
  /// The clock starts with the first pair (`.start`).
  public var tapeOrigin: Instant? { startedAt }

  /// A game that deals `deal`'s pairs in order, from its `.start`; move times count from that start.
  ///
  /// It needs no word list: the deal's prompts and their right translations stand in for one (the misses show
  /// them, and a replay that goes past its pairs deals on from them).
  public init(replaying deal: WordMatchDeal, at origin: Instant) {
    self.init(replaying: deal, at: origin, over: deal.wordList)
  }

  /// A game that deals `deal`'s pairs in order and then deals on from `wordList` as the round would have: a resumed
  /// round (a daily's opening is one) goes on over its whole list, not over the few pairs its tape has seen.
  public init(replaying deal: WordMatchDeal, at origin: Instant, over wordList: WordList) {
    self.init(wordList: wordList, options: deal.options, seed: deal.seed)
    replayedPairs = deal.pairs
  }

  /// What has been dealt so far; nil before the start.
  public var deal: WordMatchDeal? {
    guard !dealtPairs.isEmpty else { return nil }
    var rights: [String: [String]] = [:]
    for pair in dealtPairs where rights[pair.prompt] == nil {
      rights[pair.prompt] = translations.translations(of: pair.prompt)
    }
    return WordMatchDeal(
      source: wordList.source, target: wordList.target, edition: wordList.edition, options: options, seed: seed,
      pairs: dealtPairs, translations: rights)
  }

  /// Plays one move at `now`; a move that changed the game is recorded with its time since the start.
  @discardableResult
  public mutating func apply(_ move: WordMatchMove, at now: Instant) -> WordMatchMoveOutcome {
    // A clock read backwards must not put a move before the one before it: the tape keeps times in order, and
    // its replay must see the times this game saw.
    let now = startedAt.map { max(now, $0.advanced(byMilliseconds: moves.last?.milliseconds ?? 0)) } ?? now
    let reported = unreported.count
    let outcome: WordMatchMoveOutcome
    // Whether this call played out a step that was due (events a pause left unreported do not count).
    var played = false
    switch move {
    case .start: outcome = .started(start(at: now))
    case .answer(let claim): outcome = .answered(answer(claim, at: now))
    case .pause:
      outcome = .clock(pause(at: now))
      played = unreported.count > reported
    case .resume: outcome = .clock(resume(at: now))
    case .wait:
      let events = advance(to: now)
      played = events.count > reported
      outcome = .waited(events)
    }
    if move == .wait ? played : !outcome.isRefusal {
      record(move, at: now)
    } else if played {
      // A pause refused because its catch-up ended the round: the catch-up is what changed it.
      record(.wait, at: now)
    }
    return outcome
  }

  private mutating func record(_ move: WordMatchMove, at now: Instant) {
    moves.append(TimedMove(move, at: max(0, now.milliseconds(since: startedAt ?? now))))
  }

  public static func isRefusal(_ outcome: WordMatchMoveOutcome) -> Bool { outcome.isRefusal }
}
