#if SharedBoard
import ArcadeTestSupport
import ArcadeCore
import ArcadeShared
import ArcadeStore
import Foundation
import PostgresNIO
import Testing
@testable import ArcadeTUI

/// The front end's shared-board store, with each round's push done before `keep` returns (the real one pushes
/// in the background) and a generous read budget, so every read is the server's answer.
final class PushedAtOnce: StoreDouble {
  let keeper: SharedScoreKeeper

  init(board: SharedBoardURL, folder: TemporaryFolder) throws {
    let path = folder.path + "/shared-\(UUID().uuidString).sqlite"
    let file = ScoreFile(path: path)
    file.checkForWriting()
    keeper = SharedScoreKeeper(
      local: file, sync: SharedBoardSync(client: SharedBoardClient(url: board, checksMoves: false), localPath: path), boardBudget: 10)
    super.init(keeper)
  }

  /// A round without moves gets the placeholder tape: the shared board takes only rounds with moves, and these
  /// tests check what the stores do with rows (the client here does not check moves).
  override func keep(_ round: PlayedRound) -> SaveResult {
    let result = keeper.keep(round.tape == nil ? round.withPlaceholderTape : round)
    let report = keeper.sync.push()
    if let problem = report.problem { Issue.record("push failed: \(problem)") }
    return result
  }

  override func rounds(matching selection: RoundSelection) throws -> [PlayedRound] {
    let rounds = try keeper.rounds(matching: selection)
    if let note = keeper.boardsNote { Issue.record("read this machine's rounds, not the server's: \(note)") }
    return rounds
  }
}
#endif
