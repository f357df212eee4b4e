#if SharedBoard
import ArcadeShared
import ArcadeStore

extension SharedScoreKeeper {
  /// A keeper over a fresh local file in `folder`, for the board `address` names; its client does not check moves.
  public static func forTesting(
    _ address: String, folder: TemporaryFolder, budget: Double = 0.3, versusOnLocalFile: Bool = false
  ) throws -> SharedScoreKeeper {
    let url = try SharedBoardURL(parsing: address, environment: [:])
    let path = folder.path + "/local.sqlite"
    let file = ScoreFile(path: path)
    file.checkForWriting()
    let client = SharedBoardClient(url: url, connectTimeout: budget, queryTimeout: budget, checksMoves: false)
    return SharedScoreKeeper(
      local: file, sync: SharedBoardSync(client: client, localPath: path), boardBudget: budget, versusOnLocalFile: versusOnLocalFile)
  }
}
#endif
