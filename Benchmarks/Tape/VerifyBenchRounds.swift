import ArcadeCore
import Foundation

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

/// A classic game against Normal, a cell every two seconds chosen by `seed`, each reply 0.6 s later.
func classicGame(seed: UInt64) -> TicTacToeGame {
  var game = TicTacToeGame(opponent: .normal, firstMove: .alternate, round: Int(seed % 2), seed: seed, at: .zero)
  var now = Instant.zero
  var pick = seed
  while game.finishedRound == nil {
    if let reply = game.chooseComputerMove() {
      now = now.advanced(byMilliseconds: 600)
      game.apply(reply, at: now)
    } else {
      let free = game.board.freeCells
      guard !free.isEmpty else { break }
      pick = pick &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      now = now.advanced(byMilliseconds: 2_000)
      game.apply(.place(free[Int((pick >> 33) % UInt64(free.count))]), at: now)
    }
  }
  return game
}

/// `count` classic games against Normal as `players` would have saved them, a few minutes apart, ending before now.
func classicRounds(count: Int, players: [String], firstSeed: UInt64 = 0) -> [PlayedRound] {
  let start = Date().addingTimeInterval(-Double(count) * 180 - 86_400)
  return (0..<count).compactMap { index in
    guard let finished = classicGame(seed: firstSeed + UInt64(index)).recordedRound else { return nil }
    let began = start.addingTimeInterval(Double(index) * 180)
    let ended = began.addingTimeInterval(Double(finished.durationMilliseconds ?? 0) / 1000)
    return finished.playedRound(player: players[index % players.count], startedAt: began, endedAt: ended)
  }
}
