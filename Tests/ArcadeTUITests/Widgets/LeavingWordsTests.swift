import ArcadeCore
import ArcadeTestSupport
import Foundation
import Testing

@testable import ArcadeTUI

/// A round left before its end waits under Resume: no help overlay of any screen a player reaches, and no paragraph
/// of the README, says it is not saved.
@Suite struct LeavingWordsTests {
  /// Words that say a left round is lost.
  static var lost: Regex<AnyRegexOutput> { try! Regex(#"(?i)(not saved|isn.t saved|not kept|discarded)"#) }
  static var leaving: Regex<AnyRegexOutput> { try! Regex(#"(?i)(leave|left|unfinished|\bq\b|`q`|quit)"#) }

  @Test func noHelpOverlaySaysALeftRoundIsNotSaved() {
    for start in FuzzStart.all {
      let run = SceneFuzzRun(start: start, seed: 0)
      run.sendRoute()
      let help = run.app.topScene.help
      let text = (help.keys.map { "\($0.keys) \($0.action)" } + help.notes).joined(separator: "\n")
      #expect(!text.contains(Self.lost), "\(start.name) (\(run.topScene)): \(text)")
    }
    let overall = HelpScene.lines(games: .arcade()).joined(separator: "\n")
    #expect(!overall.contains(Self.lost))
  }

  @Test func noReadmeParagraphSaysALeftRoundIsNotSaved() throws {
    let readme = try String(contentsOfFile: repositoryDataDirectory + "/../README.md", encoding: .utf8)
    let paragraphs = readme.components(separatedBy: "\n- ") .flatMap { $0.components(separatedBy: "\n\n") }
    #expect(paragraphs.count > 30)
    for paragraph in paragraphs where paragraph.contains(Self.leaving) {
      #expect(!paragraph.contains(Self.lost), "\(paragraph)")
    }
  }
}
