import ArcadeTUI
import ArgumentParser

/// Opens Versus: live TicTacToe against another player on this score file.
struct VersusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "versus", abstract: "Play someone live on this score file: open the Versus lobby.",
    discussion: "Each side names its player: arcade versus --player ana in one terminal, --player eve in another.")

  @OptionGroup var display: DisplayOptions

  func run() throws {
    try TerminalSession(display: display.settings).run(
      root: { services in
        services.storage.warmUp()
        return VersusLobbyScene(services: services)
      },
      menu: { TitleScene(services: $0, startedAt: $0.now()) })
  }
}
