/// A game of WordMatch: say whether the falling word translates the word at the top before it lands.
///
/// The engine reads no clock: the screen passes the time to every move, and `apply(_:at:)` is the one way in.
/// `start` deals the first pair; `answer` settles the falling word;
/// `wait` (`advance(to:)`) lands a word left unanswered (a wrong attempt), ends the
/// flash that follows every pair and deals the next one. The game ends after
/// `options.lives` wrong attempts or `options.pairCount` pairs, whichever comes
/// first, once the last word's flash is over. `pause` stops the clock
/// (the help overlay is open) and `resume` moves every pending instant
/// later by the pause, so a pause costs the player nothing.
public struct WordMatchGame: Sendable {
  public let wordList: WordList
  public let options: WordMatchOptions
  public let seed: UInt64
  public private(set) var phase: WordMatchPhase = .ready
  /// The pair falling or flashing now; after the end, the last one. Nil before `start(at:)`.
  public private(set) var round: WordMatchRound?
  public private(set) var correctAttempts = 0
  /// Right pairs answered "correct", and the points they earned.
  public private(set) var spotted = WordMatchTally()
  /// Wrong pairs answered "wrong", and the points they earned.
  public private(set) var rejected = WordMatchTally()
  /// Wrong answers plus words that landed unanswered.
  public private(set) var wrongAttempts = 0
  public private(set) var pairsShown = 0
  public private(set) var score = 0
  /// Pairs answered wrongly or left to land, in order.
  public private(set) var missed: [WordMatchMiss] = []
  public private(set) var startedAt: Instant?
  /// When the last pair was settled (answered or landed); nil until the game is over.
  public private(set) var endedAt: Instant?
  /// Paused: nothing falls, lands or flashes, and the time is left out of play time.
  private(set) var pauses = PauseClock()
  /// When the current pause began; nil while the clock runs.
  public var pausedAt: Instant? { pauses.pausedAt }
  /// Milliseconds spent in finished pauses, left out of the play time.
  public var pausedMilliseconds: Int64 { pauses.pausedMilliseconds }
  /// The number of the pair last missed; nil before the first mistake.
  var lastMissedPair: Int?
  var dealer: WordMatchDealer
  /// Steps `pause(at:)` played out to catch up, reported by the next `advance(to:)`.
  var unreported: [WordMatchEvent] = []
  /// Every pair dealt, in order: what the deal keeps.
  private(set) var dealtPairs: [WordMatchPair] = []
  /// What a replay deals instead of the dealer.
  var replayedPairs: [WordMatchPair]?
  /// The moves that changed the game, timed from its start.
  public internal(set) var moves: [TimedMove<WordMatchMove>] = []

  public init(wordList: WordList, options: WordMatchOptions = .standard, seed: UInt64) {
    self.init(wordList: wordList, translations: WordMatchTranslations(wordList), options: options, seed: seed)
  }

  /// A game over `translations` already built from `wordList`, so many games of one list index it only once.
  public init(wordList: WordList, translations: WordMatchTranslations, options: WordMatchOptions = .standard, seed: UInt64) {
    self.wordList = wordList
    self.options = options
    self.seed = seed
    dealer = WordMatchDealer(
      translations: translations, correctShare: options.correctShare, generator: SeededGenerator(seed: seed))
  }

  /// Every right translation in the word list.
  public var translations: WordMatchTranslations { dealer.translations }

  /// Lives not yet lost.
  public var livesLeft: Int { max(0, options.lives - wrongAttempts) }

  /// True once the last pair has been settled (the game ends when its flash is over).
  public var isDecided: Bool {
    wrongAttempts >= options.lives || (pairsShown >= options.pairCount && round?.settledAt != nil)
  }

  /// Outcome once the game is over, nil before.
  public var outcome: WordMatchOutcome? {
    if case .over(let outcome) = phase { outcome } else { nil }
  }

  /// The last mistake while it still teaches: through its flash and the fall of the next pair, until that one is settled.
  ///
  /// The flash is short, so the right translation stays in view a little
  /// longer without slowing the game down; nil when there is nothing to show.
  public var recentMiss: WordMatchMiss? {
    guard let miss = missed.last, let lastMissedPair, let round else { return nil }
    if round.number == lastMissedPair { return miss }
    if round.number == lastMissedPair + 1, case .falling = phase { return miss }
    return nil
  }

  /// True between `pause(at:)` and `resume(at:)`.
  public var isPaused: Bool { pauses.isPaused }

  /// Milliseconds of play: from the start to `now`, or to the last settled pair once over, pauses left out.
  public func elapsedMilliseconds(at now: Instant) -> Int64 {
    guard let startedAt else { return 0 }
    let end = endedAt ?? pausedAt.map { min($0, now) } ?? now
    return max(0, end.milliseconds(since: startedAt) - pausedMilliseconds)
  }

  // MARK: - Moves

  /// Deals the first pair, falling from `now`; a second call does nothing and returns nil.
  @discardableResult
  mutating func start(at now: Instant) -> WordMatchRound? {
    guard case .ready = phase else { return nil }
    startedAt = now
    return dealRound(startingAt: now)
  }

  /// Settles the falling word with the player's claim at `now` (before it lands).
  mutating func answer(_ claim: WordMatchClaim, at now: Instant) -> WordMatchAnswerResult {
    switch phase {
    case .ready: return .ignored(.notStarted)
    case .feedback: return .ignored(.betweenPairs)
    case .over: return .ignored(.over)
    case .falling: break
    }
    guard pausedAt == nil else { return .ignored(.paused) }
    guard var round, now < round.landsAt else { return .ignored(.landed) }
    round.settledAt = now
    self.round = round
    if claim == round.truth {
      let points = WordMatchScoring.points(
        for: round.truth, remaining: round.fall.remaining(at: now), duration: round.fall.duration)
      correctAttempts += 1
      score += points
      if round.truth == .correct { spotted.add(points) } else { rejected.add(points) }
      phase = .feedback(.right(points: points), until: now.advanced(byMilliseconds: options.feedbackMilliseconds))
      return .right(points: points)
    }
    recordMiss(round.pair, reason: .answered(claim))
    phase = .feedback(.wrong, until: now.advanced(byMilliseconds: options.feedbackMilliseconds))
    return .wrong
  }

  /// Brings the game up to `now`: lands an unanswered word, ends a flash, deals the next pair or ends the game.
  ///
  /// Each step happens at its own instant (a landing at `landsAt`, the next pair
  /// at the end of the flash), not at `now`, so a late call plays out exactly as
  /// timely ones would.
  /// While paused, time stands still at the pause: nothing lands and no flash ends.
  @discardableResult
  mutating func advance(to now: Instant) -> [WordMatchEvent] {
    var events = unreported
    unreported = []
    let now = pausedAt.map { min($0, now) } ?? now
    while true {
      switch phase {
      case .ready, .over:
        return events
      case .falling:
        guard var round, now >= round.landsAt else { return events }
        round.settledAt = round.landsAt
        self.round = round
        recordMiss(round.pair, reason: .landed)
        phase = .feedback(
          .landed, until: round.landsAt.advanced(byMilliseconds: options.feedbackMilliseconds))
        events.append(.landed(round))
      case .feedback(_, let until):
        guard now >= until else { return events }
        if wrongAttempts >= options.lives || pairsShown >= options.pairCount {
          let outcome: WordMatchOutcome = wrongAttempts >= options.lives ? .outOfLives : .allPairsPlayed
          endedAt = round?.settledAt ?? until
          phase = .over(outcome)
          events.append(.over(outcome))
        } else {
          events.append(.nextPair(dealRound(startingAt: until)))
        }
      }
    }
  }

  // MARK: - Pausing

  /// Stops the clock at `now`: the word stays on its row, answers are ignored and nothing happens until `resume(at:)`.
  ///
  /// Steps due by `now` (a landing, the next pair) are played out first, at
  /// their own instants, and the next `advance(to:)` reports them, so the pause
  /// starts from an up-to-date game. If they end the game there is nothing to pause.
  @discardableResult
  mutating func pause(at now: Instant) -> PauseResult {
    guard pausedAt == nil else { return .alreadyPaused }
    unreported += advance(to: now)
    switch phase {
    case .ready, .over: return .notPlaying
    case .falling, .feedback: break
    }
    return pauses.pause(at: now)
  }

  /// Starts the clock again at `now`: the landing, the next row changes and the end of a flash all move later by the pause.
  @discardableResult
  mutating func resume(at now: Instant) -> PauseResult {
    guard case .resumed(let paused) = pauses.resume(at: now) else { return .notPaused }
    switch phase {
    case .falling:
      // Moving the start moves the row changes and the landing with it.
      if var round {
        round.fall.start = round.fall.start.advanced(byMilliseconds: paused)
        self.round = round
      }
    case .feedback(let feedback, let until):
      phase = .feedback(feedback, until: until.advanced(byMilliseconds: paused))
    case .ready, .over:
      break
    }
    return .resumed(afterMilliseconds: paused)
  }

  // MARK: - Steps

  mutating func dealRound(startingAt start: Instant) -> WordMatchRound {
    // A replay shows the recorded pair. The dealer deals all the same, so a round resumed over its list deals on as it would have.
    let dealt = dealer.deal()
    let pair = replayedPairs?.element(at: pairsShown) ?? dealt
    dealtPairs.append(pair)
    pairsShown += 1
    let round = WordMatchRound(
      number: pairsShown, pair: pair, fall: WordMatchFall(start: start, duration: options.speed.fallMilliseconds))
    self.round = round
    phase = .falling
    return round
  }

  mutating func recordMiss(_ pair: WordMatchPair, reason: WordMatchMiss.Reason) {
    wrongAttempts += 1
    lastMissedPair = pairsShown
    missed.append(
      WordMatchMiss(pair: pair, reason: reason, rightTranslations: translations.translations(of: pair.prompt)))
  }
}
