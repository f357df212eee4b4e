import ArcadeCore
import Foundation

/// The quiz: a product and four prices, the right and chosen ones coloured for a moment,
/// then the next; at the end the results drop in, with the end-of-round keys and Statistics.
struct PriceGuessQuizScene: Scene {
  /// The question just answered, kept on screen for a moment with the right and chosen prices marked.
  struct Reveal {
    var question: PriceQuestion
    var chosen: Int?
    var until: Instant
  }

  enum Phase {
    case asking
    /// The results are dropping in since the instant given.
    case results(since: Instant)
  }

  static let revealMilliseconds: Int64 = 700

  let recorder: RoundRecorder
  let catalog: PriceCatalog
  private(set) var game: PriceGuessGame
  /// The round's id while it is kept as unfinished (`ResumableScene`).
  let roundUID: String
  /// Where the deal came from (free, chosen seed, a day's daily).
  var context = RoundContext.free
  private(set) var cursor = 0
  private(set) var reveal: Reveal?
  private(set) var phase: Phase = .asking
  private(set) var showingURL = false
  /// The results panel once the quiz is over, with the receipt.
  private(set) var end: RoundEnd?
  var panel: EndOfRoundPanel? { end?.panel }
  var receipt: RoundReceipt? { end?.receipt }
  private(set) var now: Instant

  init(recorder: RoundRecorder, catalog: PriceCatalog, scope: QuizScope, length: QuizLength, seed: UInt64, startedAt: Instant) {
    self.recorder = recorder
    self.catalog = catalog
    let products = scope.products(in: catalog) ?? catalog.allProducts
    game = PriceGuessGame(
      products: products, scope: scope, length: length, seed: seed, startedAt: startedAt, edition: catalog.edition)
    now = startedAt
    roundUID = UUID().uuidString
  }

  /// The quiz `game` taken up again at its current question, with the same four prices, under its old id.
  init(recorder: RoundRecorder, resuming game: PriceGuessGame, catalog: PriceCatalog, uid: String, at now: Instant) {
    self.recorder = recorder
    self.catalog = catalog
    self.game = game
    self.now = now
    roundUID = uid
  }

  var minimumSize: Size { Size(width: 40, height: 12) }

  var help: SceneHelp {
    // The last answer's reveal first, with the quiz's keys; then the results and theirs.
    if let end, reveal == nil {
      return SceneHelp(title: "PriceGuess — results", keys: PriceGuessQuizAction.resultsTable.helpEntries + end.helpEntries(board: ""))
    }
    return PriceGuessQuizAction.table.help(
      title: "PriceGuess", notes: ["A right answer scores 10. The better your accuracy, the closer the wrong prices come."])
  }

  func nextTick(after now: Instant) -> Instant? {
    if let reveal { return reveal.until }
    if case .results(let since) = phase, panel == nil || now.milliseconds(since: since) < PriceGuessDrop.duration {
      return now.advanced(byMilliseconds: 30)
    }
    return nil
  }

  mutating func handle(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    now = frame.now
    if case .tick = event {
      if let reveal, now >= reveal.until { endReveal(frame: frame) }
      return nil
    }
    if panel != nil { return handleEnd(event, frame: frame) }
    if case .results = phase { return nil }
    let layout = PriceGuessQuizLayout(size: frame.size)
    let action = PriceGuessQuizAction.table.action(for: event) { layout.option(at: $0).map(PriceGuessQuizAction.choose) }
    if reveal != nil {
      // A key during the reveal moves on at once, so a quick player is never held up.
      endReveal(frame: frame)
      let leaving = action == .back || action == .escape
      if panel != nil || leaving { return leaving ? .leave : nil }
    }
    guard let action else { return nil }
    return apply(action, frame: frame)
  }

  private mutating func apply(_ action: PriceGuessQuizAction, frame: SceneFrame) -> Transition? {
    switch action {
    case .choose(let index):
      cursor = index
      answer(index, frame: frame)
    case .answer: answer(cursor, frame: frame)
    case .move(let direction): cursor = PriceGuessQuizLayout.move(cursor, direction)
    case .skip:
      let question = game.question
      if case .skipped(.skipped(let finished)) = game.apply(.skip, at: now) {
        reveal = Reveal(question: question, chosen: nil, until: now.advanced(byMilliseconds: Self.revealMilliseconds))
        showingURL = false
        if finished { startResults(frame: frame) }
      }
    case .finish:
      if case .finished(.finished) = game.apply(.finish, at: now) { startResults(frame: frame) }
    case .fiftyFifty:
      if case .hid(.hid(let hidden)) = game.apply(.fiftyFifty, at: now), hidden.contains(cursor) { cursor = game.question.answer }
    case .togglePage: showingURL.toggle()
    case .escape where showingURL:
      // Esc closes the address line first, as it closes any small thing open; a second Esc leaves the quiz.
      showingURL = false
    case .instructions:
      return .push(
        InstructionsScene(
          title: "PriceGuess", lines: ArcadeGame.priceGuessInstructions, game: .priceguess, player: recorder.player))
    case .escape, .back: return .leave
    case .statistics: break
    }
    return nil
  }

  private mutating func answer(_ index: Int, frame: SceneFrame) {
    let question = game.question
    switch game.apply(.answer(index), at: now) {
    case .answered(.right(_, let finished)), .answered(.wrong(_, _, let finished)):
      reveal = Reveal(question: question, chosen: index, until: now.advanced(byMilliseconds: Self.revealMilliseconds))
      showingURL = false
      if finished { startResults(frame: frame) }
    default:
      break
    }
  }

  private mutating func endReveal(frame: SceneFrame) {
    reveal = nil
    cursor = 0
  }

  /// Records the round now (so its receipt is ready) and lets the results drop in.
  private mutating func startResults(frame: SceneFrame) {
    guard let finished = game.recordedRound else { return }
    phase = .results(since: reveal?.until ?? now)
    end = .recording(
      finished, context: context, recorder: recorder,
      panel: EndOfRoundPanel(
        title: "PriceGuess · \(game.length.title)", headline: headline, tone: .neutral, figures: figures,
        notes: ["s: statistics, every question and your answers"], hasOptions: true))
  }

  var band: AccuracyBand { AccuracyBand(correct: game.correct, answered: game.answered) }

  var headline: String {
    guard let percent = game.accuracyPercent else { return "Nothing answered" }
    return "\(game.correct) of \(game.answered) right · \(Int(percent.rounded()))%"
  }

  var figures: [EndOfRoundPanel.Figure] {
    [
      .init("Questions", "\(game.answers.count)"),
      .init("Skipped", "\(game.skipped)"),
      .init("Correct", "\(game.correct)" + (game.accuracyPercent.map { " (\(Int($0.rounded()))%)" } ?? "")),
      .init("Score", "\(game.score)"),
    ] + (game.fiftyFiftyUsed ? [.init("50/50", "used")] : [])
  }

  private mutating func handleEnd(_ event: InputEvent, frame: SceneFrame) -> Transition? {
    if PriceGuessQuizAction.resultsTable.action(for: event) == .statistics {
      return .push(PriceGuessStatisticsScene(answers: game.answers, title: game.scope.title))
    }
    guard var end else { return nil }
    defer { self.end = end }
    let catalog = catalog
    let scope = game.scope
    let length = game.length
    return end.handle(
      event, frame: frame,
      playAgain: {
        PriceGuessQuizScene(
          recorder: recorder, catalog: catalog, scope: scope, length: length, seed: recorder.nextSeed(), startedAt: frame.now)
      },
      options: { [recorder] in PriceGuessHomeScene(recorder: recorder, content: recorder.content) })
  }

  func draw(into canvas: inout Canvas, frame: SceneFrame) {
    drawQuiz(into: &canvas, frame: frame)
  }
}
