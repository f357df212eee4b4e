import ArcadeCore
import ArcadeTUI
import ArgumentParser

/// Takes up a round left before its end: the most recent, or the Nth of the menu's list.
struct ResumeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resume",
    abstract: "Take up a round left before its end, where it was left.",
    discussion: """
      Every round is kept after each move until it ends, so a game left with q, the menu, Ctrl-C, a closed \
      terminal or a killed arcade waits to be resumed. With no number, the round played last; with N, the Nth \
      of the list (the most recently played first, as the menu's Resume lists them). Its clock goes on where it \
      stopped: the time away does not count.
      """)

  @Argument(help: "Which round: 1 is the one played last (default), as the Resume list numbers them.")
  var number: Int?

  @OptionGroup var display: DisplayOptions

  func validate() throws {
    if let number, !(1...UnfinishedRound.listed).contains(number) {
      throw ValidationError("the round's number is 1 to \(UnfinishedRound.listed), as the list shows them")
    }
  }

  func run() throws {
    let index = (number ?? 1) - 1
    try TerminalSession(display: display.settings).run(
      root: { services in
        // The rounds are in the store: open it before the first frame, which is the round's.
        services.storage.warmUp()
        let rounds = services.unfinishedRounds
        // No round, but a Versus match going on: it is taken up where it stands (a closed terminal rejoins).
        if rounds.isEmpty, number == nil, let match = services.playingVersusMatch() { return match }
        // None, or not that many: the list, which says what there is.
        guard rounds.indices.contains(index) else { return ResumeScene(services: services) }
        return services.resumeScene(for: rounds[index])
      },
      menu: { TitleScene(services: $0, startedAt: $0.now()) })
  }
}
