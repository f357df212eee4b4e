import ArcadeCore
import ArcadeStore
import ArcadeTUI
import ArgumentParser
import Foundation

/// Plays a saved round back in its game's screen, or writes one to a file a friend can play back.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Watch a saved round played back, or write one to a file to send.",
    discussion: """
      ROUND is a round's id (the Id column of `arcade scores --all`) or a file written by --export. \
      Keys: Space pause, ← → one move, + - speed (¼× to 16×), Home End, q back. A round whose moves do not \
      give what it claims says so in the header.
      """)

  @Argument(help: "A round's id, or a file written by `arcade replay --export`.")
  var round: String

  @Option(help: ArgumentHelp("Write the round (its deal, moves, result and player) to this file instead.", valueName: "file"))
  var export: String?

  @OptionGroup var display: DisplayOptions

  func run() throws {
    let played = try found()
    if let export {
      guard let line = WaitingRound(round: played).importLine else { throw fail("the round could not be written") }
      do {
        try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: export), options: .withoutOverwriting)
      } catch {
        throw fail("cannot write \(export): \((error as NSError).localizedDescription)")
      }
      print("Wrote round \(round) (\(played.game.rawValue), \(played.outcome.rawValue) by \(PlayerName.shown(played.player))) to \(export).")
      return
    }
    try TerminalSession(display: display.settings).run(
      root: { services in services.replayScene(of: played) }, menu: { TitleScene(services: $0, startedAt: $0.now()) })
  }

  /// The round named: a file written by --export, else a row of the score file.
  func found() throws -> PlayedRound {
    if FileManager.default.fileExists(atPath: round) {
      guard let data = FileManager.default.contents(atPath: round), data.count <= 4 * RoundBounds.tapeBytes,
        let line = data.split(separator: UInt8(ascii: "\n")).first,
        let saved = WaitingRound(line: Data(line))
      else { throw fail("\(round) is not a round written by `arcade replay --export`") }
      return saved.round
    }
    guard let id = Int64(round) else { throw fail("no round \(round): give a round's id (arcade scores --all) or a file") }
    let environment = ProcessInfo.processInfo.environment
    let location: StoreLocation
    do {
      location = try StoreTarget.resolve(db: display.store.db, local: display.store.local, environment: environment).localLocation
    } catch {
      throw fail(error.description)
    }
    let store: ScoreStore?
    do {
      store = try ScoreStore.open(at: location.path, create: false, access: .readOnly, busyTimeout: 1)
    } catch {
      throw fail(error.description)
    }
    guard let store, let played = try? store.round(id: id) else {
      throw fail("no round \(id) in \(location.path) (arcade scores --all lists them)")
    }
    return played
  }

  private func fail(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("arcade: \(message)\n".utf8))
    return ExitCode(1)
  }
}
