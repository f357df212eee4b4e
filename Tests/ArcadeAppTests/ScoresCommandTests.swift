import ArcadeTestSupport
import ArcadeCore
import ArcadeStore
import ArgumentParser
import Foundation
import Testing
@testable import arcade

/// What `arcade scores` says about numbers it cannot use.
@Suite struct ScoresCommandTests {
  /// `-1` looks like an option; it must still reach the range check and get its one-line answer.
  @Test(arguments: [["--limit", "-1"], ["--limit", "0"], ["--limit=-1"]])
  func aLimitBelowOneSaysItMustBeOneOrMore(arguments: [String]) {
    do {
      _ = try ScoresCommand.parseAsRoot(arguments)
      Issue.record("\(arguments) was accepted")
    } catch {
      #expect(ScoresCommand.message(for: error) == "--limit must be 1 or more")
    }
  }

  @Test func aLimitOfOneOrMoreIsTaken() throws {
    let command = try #require(try ScoresCommand.parseAsRoot(["--limit", "3"]) as? ScoresCommand)
    #expect(command.limit == 3)
  }

  /// A store with one won Minesweeper Beginner round, for the boards' text.
  static func storeWithOneRound() throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder()
    let path = folder.path + "/scores.sqlite"
    let store = try ScoreStore.openCreating(at: path)
    _ = try store.save(PlayedRound(
      game: .minesweeper, player: "ada", startedAt: Date(timeIntervalSince1970: 1_700_000_000),
      endedAt: Date(timeIntervalSince1970: 1_700_000_060), outcome: .won, moves: 20, durationMilliseconds: 60_000,
      variant: "beginner", gridSize: 81))
    return (folder, path)
  }

  @Test func theTableLeavesEmptyBoardsOutAndSaysHowMany() throws {
    let (folder, path) = try Self.storeWithOneRound()
    defer { _ = folder }
    let command = try ScoresCommand.parseAsRoot(["--db", path]) as! ScoresCommand
    let text = try command.output(registry: .arcade())
    #expect(text.contains("ada"))
    #expect(!text.contains("(no rounds yet)"))
    let last = try #require(text.split(separator: "\n").last)
    #expect(last.hasSuffix(" empty boards left out; --all-boards prints every one."))
    let leftOut = try #require(Int(last.prefix { $0.isNumber }))
    let every = try (ScoresCommand.parseAsRoot(["--db", path, "--all-boards"]) as! ScoresCommand).output(registry: .arcade())
    #expect(leftOut > 20)
    #expect(every.components(separatedBy: "(no rounds yet)").count - 1 == leftOut)
    #expect(every.contains("ada") && !every.contains("left out"))
  }

  /// `--all` says why each round is not ranked in the game's words where they say more than "help": its undos.
  @Test func theHistoryCountsARoundsUndos() throws {
    let (folder, path) = try Self.storeWithOneRound()
    _ = folder
    let store = try ScoreStore.openCreating(at: path)
    for undos in [1, 2] {
      _ = try store.save(PlayedRound(
        game: .minesweeper, player: "bo\(undos)", startedAt: Date(timeIntervalSince1970: 1_700_000_100),
        endedAt: Date(timeIntervalSince1970: 1_700_000_160), outcome: .won, moves: 20, durationMilliseconds: 60_000,
        variant: "beginner", gridSize: 81, assistance: [.help, .chosenSeed],
        details: MinesweeperRoundDetails(
          threeBV: 20, threeBVPerSecond: nil, hints: 0, noGuess: true, rows: 9, cols: 9, mines: 10, undos: undos
        ).json))
    }
    let text = try (ScoresCommand.parseAsRoot(["--db", path, "--all"]) as! ScoresCommand).output(registry: .arcade())
    let lines = text.split(separator: "\n")
    #expect(lines.first { $0.contains("bo1") }?.hasSuffix("1 undo, chosen seed, not replayable") == true, "\(text)")
    #expect(lines.first { $0.contains("bo2") }?.hasSuffix("2 undos, chosen seed, not replayable") == true, "\(text)")
    // Saved without moves (made by hand here, as before rounds kept them): marked, not hidden.
    #expect(lines.first { $0.contains("ada") }?.hasSuffix("beginner  not replayable") == true, "\(text)")
  }

  /// `--all --json` lists every round with the id `arcade replay` takes; the boards' JSON rows carry it too.
  @Test func theJSONCarriesEachRoundsId() throws {
    let (folder, path) = try Self.storeWithOneRound()
    _ = folder
    let all = try (ScoresCommand.parseAsRoot(["--db", path, "--all", "--json"]) as! ScoresCommand).output(registry: .arcade())
    let rounds = try #require(try JSONSerialization.jsonObject(with: Data(all.utf8)) as? [[String: Any]])
    #expect(rounds.count == 1)
    #expect(rounds.first?["id"] as? Int == 1)
    #expect(rounds.first?["player"] as? String == "ada")
    #expect(rounds.first?["notRanked"] as? [String] == ["not replayable"])
    let boards = try (ScoresCommand.parseAsRoot(["--db", path, "minesweeper", "--json"]) as! ScoresCommand).output(registry: .arcade())
    #expect(boards.contains("\"rank\": 1, \"id\": 1, \"player\": \"ada\""), "\(boards)")
  }
}
