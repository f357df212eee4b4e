import Foundation

/// Where a round's deal came from, which decides where it may rank: a free round is dealt from fresh entropy; a
/// chosen seed's deal (`--seed`) is known in advance and ranks nowhere; a daily is the day's deal, ranked only on
/// its day's board, and its practice on none.
///
/// It travels with the round as a value (the unfinished round keeps it, the scene playing it holds it, the store
/// records it), so nothing has to guess it back from a seed or a string.
public enum RoundContext: Hashable, Sendable, Codable {
  case free
  case chosenSeed
  /// The daily of a day (and key); practice when it is not the day's ranked attempt.
  case daily(DailyVariant)

  /// The day it is the daily of, if it is one.
  public var daily: DailyVariant? {
    if case .daily(let variant) = self { return variant }
    return nil
  }

  /// What keeps it off every ordinary board: a chosen seed.
  public var assistance: RoundAssistance { self == .chosenSeed ? .chosenSeed : [] }

  /// "Daily 2026-11-26 · ", "Practice 2026-11-26 · " before a round's summary; "" for any other.
  public var summaryPrefix: String {
    guard let daily else { return "" }
    return (daily.practice ? "Practice " : "Daily ") + "\(daily.day) · "
  }

  /// The text a store keeps it as: "free", "chosen seed", or the daily's variant ("daily 2026-11-26/en-de practice").
  public var storedText: String {
    switch self {
    case .free: Self.freeText
    case .chosenSeed: Self.chosenText
    case .daily(let variant): variant.description
    }
  }

  /// Reads `storedText`; nil for any other text.
  public init?(storedText text: String) {
    switch text {
    case Self.freeText: self = .free
    case Self.chosenText: self = .chosenSeed
    default:
      guard let variant = DailyVariant(text) else { return nil }
      self = .daily(variant)
    }
  }

  static let freeText = "free"
  static let chosenText = "chosen seed"
}

extension RoundContext {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let context = RoundContext(storedText: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no round context \(text)"))
    }
    self = context
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(storedText)
  }

  /// The context a variant written before contexts had columns names: a daily's variant was its day
  /// ("daily 2026-11-26/en-de practice"), a chosen seed was in the round's assistance. Also how the shared board,
  /// the journal and CSV files still spell a daily.
  public init(legacyVariant variant: String?, assistance: RoundAssistance) {
    if let daily = variant.flatMap(DailyVariant.init) {
      self = .daily(daily)
    } else {
      self = assistance.contains(.chosenSeed) ? .chosenSeed : .free
    }
  }
}

extension PlayedRound {
  /// The variant as the shared board, the journal and CSV files spell it: a daily's day in place of the engine's.
  public var legacyVariant: String? { context.daily?.description ?? variant }

  /// A round read from a form that spells a daily as its variant: the day becomes its context, and the engine's
  /// variant is not known there.
  public mutating func readLegacyVariant() {
    context = RoundContext(legacyVariant: variant, assistance: assistance)
    if context.daily != nil { variant = nil }
  }
}

extension FinishedRound {
  /// The round as the store keeps it, in its context (a daily ranks on its day's board, never another; a chosen
  /// seed's deal is marked so).
  public func playedRound(in context: RoundContext, player: String, startedAt: Date, endedAt: Date) -> PlayedRound {
    var round = playedRound(player: player, startedAt: startedAt, endedAt: endedAt, assistance: context.assistance)
    round.context = context
    return round
  }
}
