import ArcadeCore

/// Ultimate against `opponent`: X takes the first legal cell, the computer replies with its own search.
func ultimateGame(seed: UInt64, opponent: TicTacToeOpponent) -> UltimateGame {
  var game = UltimateGame(opponent: opponent, firstMove: .human, round: 0, seed: seed, at: .zero)
  var now = Instant.zero
  while game.finishedRound == nil {
    now = now.advanced(byMilliseconds: 900)
    if let reply = game.chooseComputerMove() {
      game.apply(reply, at: now)
    } else if let cell = game.board.legalMoves.first {
      game.apply(.place(cell), at: now)
    } else {
      break
    }
  }
  return game
}

/// A WordMatch round of fifteen pairs at Normal speed, each pair answered right a second after it falls.
func wordMatchRound(seed: UInt64, list: WordList) -> WordMatchGame {
  var game = WordMatchGame(wordList: list, options: .standard, seed: seed)
  var now = Instant.zero
  game.apply(.start, at: now)
  while game.finishedRound == nil, game.moves.count < 500 {
    now = now.advanced(byMilliseconds: 1_000)
    game.apply(.wait, at: now)
    if let truth = game.round?.truth { game.apply(.answer(truth), at: now) }
  }
  return game
}
