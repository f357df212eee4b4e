#if SharedBoard
import ArcadeCore
import ArcadeShared
import ArcadeStore
import ArcadeTUI
import Foundation

/// `arcade scores` with a shared board: set the server up, send what waits, read its boards.
enum SharedBoardCommands {
  /// The command line waits longer than the menu would: a person asked and is watching.
  static let connectTimeout = 5.0

  /// `--init`: the tables and indexes, then the grants a player's role needs.
  static func setUp(_ url: SharedBoardURL) -> String {
    let client = SharedBoardClient(url: url, connectTimeout: connectTimeout, queryTimeout: 120)
    defer { client.close() }
    let setup: SharedBoardClient.Setup
    do {
      setup = try client.initialize()
    } catch {
      fail(error.description)
    }
    var lines = [
      setup.from == setup.to
        ? "The shared board at \(url) is up to date (schema version \(setup.to))."
        : "Set up the shared board at \(url): schema version \(setup.from) → \(setup.to) (the rounds and live matches tables, and the boards' indexes).",
      "A role that may only play and read the boards needs no more than this (run by the owner, with a password of your own):",
    ]
    lines += SharedSchema.grants(database: url.database).map { "  " + $0 }
    lines.append(
      "Players then pass --db postgres://arcade_player@\(url.endpointForDisplay)/\(url.database), "
        + "with the password in PGPASSWORD or ~/.pgpass.")
    lines.append(
      "Better, a login per member, so that the server vouches for whose rounds are whose and no member can insert a row "
        + "as another; Versus needs it, as each member plays as their login (each then passes --db postgres://NAME@…):")
    lines.append("  " + SharedSchema.memberLogin("NAME"))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `--sync`: sends what waits; the line says what went, what was there already, and what failed and why.
  static func push(_ url: SharedBoardURL, localPath: String) -> (line: String, failed: Bool) {
    let client = SharedBoardClient(url: url, connectTimeout: connectTimeout, queryTimeout: 30)
    defer { client.close() }
    let report = SharedBoardSync(client: client, localPath: localPath).push()
    return (report.summary(board: url) + "\n", report.problem != nil)
  }

  /// Every board of `games` from the server, ranked by the boards' own rules, and how many rows were skipped
  /// as out of range; or why the server could not say.
  static func reports(
    _ url: SharedBoardURL, games: [ArcadeGame], content: ContentLibrary, limit: Int?,
    boards: ((ArcadeGame) -> [Leaderboard])? = nil, verdicts: ScoreStore? = nil
  ) -> Result<(reports: [LeaderboardReport], skipped: Int), SharedBoardError>
  {
    // Rounds of the games dealt from content are re-dealt from the content this arcade reads.
    let client = SharedBoardClient(url: url, connectTimeout: connectTimeout, queryTimeout: 10, games: GameDefinitions.arcade.reading(content))
    defer { client.close() }
    if let verdicts { client.keepVerdicts(in: verdicts) }
    var reports: [LeaderboardReport] = []
    var skipped = 0
    do {
      for entry in games {
        for own in boards?(entry) ?? entry.boards(content).boards {
          let board = own.reading(toShow: limit)
          let read = try client.boardRows(matching: board.selection)
          skipped += read.skipped
          let rounds = read.rounds.namedRounds
          var report = LeaderboardReport(board, rows: board.rows(from: rounds), limit: limit, own: own)
          report.gameTitle = entry.title
          report.hidden = read.hidden
          reports.append(report)
        }
      }
      return .success((reports, skipped))
    } catch {
      return .failure(error)
    }
  }

  private static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
#endif
