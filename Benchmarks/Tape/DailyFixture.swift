import ArcadeCore
import ArcadeStore
import Foundation

/// A score file at `path` for the Daily screen's first frame beside the menu's (`make bench`): a year of finished
/// dailies of every game by the player "bench", and twenty other players on each day of the calendar's five weeks.
func dailyFixture(path: String) throws {
  try? FileManager.default.removeItem(atPath: path)
  let store = try ScoreStore.openCreating(at: path)
  try store.setSetting("player.name", "bench")
  let today = DailyDate(containing: Date())
  var rounds: [PlayedRound] = []
  for back in 0..<365 {
    let day = today.adding(days: -back)
    let players = ["bench"] + (back < 35 ? (1...20).map { "player\($0)" } : [])
    for game in GameDefinitions.arcade.dailyGames {
      for (index, player) in players.enumerated() {
        let start = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 3_600 + Double(index))
        rounds.append(
          PlayedRound(
            game: game, player: player, startedAt: start, endedAt: start.addingTimeInterval(90), outcome: game == .priceguess ? .finished : .won,
            score: 10 * (index + 1), moves: 20 + index, durationMilliseconds: Int64(60_000 + 997 * index),
            variant: DailyVariant(day: day, key: game == .wordmatch ? "en-de" : "").description))
      }
    }
  }
  _ = try store.save(contentsOf: rounds)
}
