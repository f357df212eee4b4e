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
}
