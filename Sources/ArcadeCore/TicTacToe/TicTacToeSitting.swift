/// One sitting at the TicTacToe table: the options, how many games have been played (for "alternate"),
/// and the wins, losses and draws against each opponent since the game was opened.
public struct TicTacToeSitting: Sendable, Equatable {
  public var options: TicTacToeOptions
  public private(set) var gamesPlayed = 0
  /// Won, lost, drawn by board key ("classic-normal"); two players count X wins, O wins, draws.
  public private(set) var tally: [String: [Int]] = [:]
  /// The order opponents were first met, for the tally line.
  public private(set) var met: [TicTacToeOptions] = []

  public init(options: TicTacToeOptions) {
    self.options = options
  }

  /// Counts a finished game and moves on to the next.
  public mutating func count(_ status: TicTacToeStatus) {
    gamesPlayed += 1
    let key = options.boardKey
    if tally[key] == nil {
      tally[key] = [0, 0, 0]
      met.append(options)
    }
    switch status {
    case .won(.x, _): tally[key]![0] += 1
    case .won(.o, _): tally[key]![1] += 1
    case .drawn: tally[key]![2] += 1
    case .playing: gamesPlayed -= 1
    }
  }

  /// "2W 1L 0D" against the current opponent ("X 2 O 1 D 0" for two players), for a narrow screen.
  public var shortTally: String {
    let counts = tally[options.boardKey] ?? [0, 0, 0]
    return options.opponent.isComputer ? "\(counts[0])W \(counts[1])L \(counts[2])D" : "X\(counts[0]) O\(counts[1]) D\(counts[2])"
  }

  /// "vs Normal 2W 1L 0D · vs Perfect 0W 0L 3D", the current opponent first; shortened to fit `width`.
  public func tallyLine(width: Int) -> String {
    let ordered = met.filter { $0.boardKey == options.boardKey } + met.filter { $0.boardKey != options.boardKey }
    var parts = ordered.map { options -> String in
      let counts = tally[options.boardKey] ?? [0, 0, 0]
      let name = options.variant == .ultimate ? "Ultimate \(options.opponent.title)" : options.opponent.title
      return options.opponent.isComputer
        ? "vs \(name) \(counts[0])W \(counts[1])L \(counts[2])D"
        : "\(name): X \(counts[0]) O \(counts[1]) draws \(counts[2])"
    }
    while parts.count > 1, displayWidth(parts.joined(separator: " · ")) > width { parts.removeLast() }
    return parts.joined(separator: " · ")
  }
}
