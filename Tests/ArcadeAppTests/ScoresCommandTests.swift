import ArgumentParser
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
}
