import ArcadeCore
import ArcadeTUI
import ArgumentParser
import Foundation

/// The day's deal of each game, the same for everyone: the Daily screen, one game's daily, or the line to share.
struct DailyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "daily",
    abstract: "Play the day's deal of a game, the same on every machine, or print the line to share.",
    discussion: """
      Each game deals one daily a UTC day. Your first attempt of the day is the one that counts: left \
      unfinished, it counts as played and ranks nowhere. Later attempts and past days (--date) are practice. With no game, the Daily screen: today's standing, \
      streaks and a calendar of the last five weeks. --share prints the line to paste into a chat for the \
      dailies you finished that day (--ascii for plain text); it tells nothing of the deal.
      """)

  @Argument(help: "Play this game's daily: \(GameRegistry.arcade().names) (any case).")
  var game: String?

  @Option(help: ArgumentHelp("A past UTC day (YYYY-MM-DD): played as practice, or with --share its lines.", valueName: "date"))
  var date: String?

  @Flag(help: "Print the line to share for the day's finished dailies instead of playing.")
  var share = false

  @OptionGroup var display: DisplayOptions

  func validate() throws {
    if display.seed.seed != nil { throw ValidationError("--seed does not go with the daily: its deal is the day's") }
    if let date, DailyDate(date) == nil {
      throw ValidationError("--date must be a day written YYYY-MM-DD, such as 2026-11-26, not '\(date)'")
    }
    if let game, GameRegistry.arcade().game(named: game)?.daily == nil {
      throw ValidationError(GameRegistry.arcade().unknownGame(game).description)
    }
  }

  func run() throws {
    let chosen = game.flatMap { GameRegistry.arcade().game(named: $0) }
    let day = date.flatMap(DailyDate.init)
    // A day still to come has no deal yet: playing it would take today's ranked attempt.
    if let day, day > DailyDate(containing: Date()) {
      FileHandle.standardError.write(Data("arcade: \(day) is still to come (it is \(DailyDate(containing: Date())) in UTC): --date takes today or a past day\n".utf8))
      throw ExitCode(2)
    }
    if share { return try printShareLines(chosen) }
    try TerminalSession(display: display.settings).run(
      root: { services in
        // The day's standing is in the store: open it before the first frame.
        services.storage.warmUp()
        let day = min(day ?? services.today, services.today)
        guard let chosen else { return DailyScene(services: services, day: day) }
        return services.openDaily(chosen, on: day)
      },
      menu: { TitleScene(services: $0, startedAt: $0.now()) })
  }

  /// `--share`: a line per finished daily of the day, or a message naming why there is none.
  private func printShareLines(_ chosen: ArcadeGame?) throws {
    let services = try HeadlessServices.forCommand(display: display.settings)
    let day = date.flatMap(DailyDate.init) ?? services.today
    let games = chosen.map { [$0] } ?? services.games.games.filter { $0.daily != nil }
    let lines = games.compactMap { services.shareLine(of: $0, on: day)?.text(ascii: display.ascii) }
    for message in services.storage.exitMessages { FileHandle.standardError.write(Data("arcade: \(message)\n".utf8)) }
    guard !lines.isEmpty else {
      let which = chosen.map { "\($0.title) daily" } ?? "daily"
      FileHandle.standardError.write(Data("arcade: no finished \(which) of \(day) to share: play it with `arcade daily\(chosen.map { " " + $0.id.rawValue } ?? "")`\n".utf8))
      throw ExitCode(1)
    }
    print(lines.joined(separator: "\n"))
  }
}
