import ArcadeCore

extension DailyScene {
  public func draw(into canvas: inout Canvas, frame: SceneFrame) {
    let theme = frame.theme
    let ascii = !theme.glyphs.isUnicode
    canvas.putCentered(ellipsized("Daily \(today) (UTC)", width: canvas.width), row: 0, style: theme.title)
    let six = "All six: " + streakText(allSix)
    canvas.putCentered(ellipsized(six, width: canvas.width), row: 1, style: theme.muted)
    let wide = canvas.width >= 72
    for (index, game) in games.enumerated() {
      let row = Self.firstGameRow + index
      let pointer = index == selected ? String(theme.glyphs.pointer) : " "
      let key = game.daily?.key(services) ?? ""
      let what = wide ? pad((game.definition.daily?.title ?? "") + (key.isEmpty ? "" : " \(key)"), 26) : ""
      let streak = streaks[game.id].map { $0.current > 0 ? "  " + (ascii ? "streak \($0.current)" : "🔥 \($0.current)") : "" } ?? ""
      let line = "\(pointer) \(pad(game.title, 13))\(what)\(todayText(todays[index]))\(streak)"
      canvas.put(ellipsized(line, width: canvas.width - 1), at: Point(x: 1, y: row), style: index == selected ? .bold : .plain)
    }
    var row = Self.firstGameRow + games.count + 1
    if canvas.height >= 24 {
      drawCalendar(into: &canvas, top: row, theme: theme, ascii: ascii)
      if canvas.width >= 76 { drawBoard(into: &canvas, top: row, left: 38, theme: theme) }
      row += 8
    }
    let chosen = message ?? dayText(frame: frame)
    if row < canvas.height - 1 {
      canvas.put(ellipsized(chosen, width: canvas.width - 2), at: Point(x: 1, y: min(row, canvas.height - 2)), style: theme.accent)
    }
    Footer.draw(help, into: &canvas, theme: theme, row: canvas.height - 1)
  }

  /// The chosen game's last five weeks, Monday first, the chosen day framed.
  private func drawCalendar(into canvas: inout Canvas, top: Int, theme: Theme, ascii: Bool) {
    guard games.indices.contains(selected) else { return }
    canvas.put("\(games[selected].title): the last five weeks", at: Point(x: 2, y: top), style: theme.strong)
    let header = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].map { " \($0)" }.joined(separator: " ")
    canvas.put(header, at: Point(x: 2, y: top + 1), style: theme.muted)
    for (index, date) in calendarDays.enumerated() {
      let point = Point(x: 2 + (index % 7) * 4, y: top + 2 + index / 7)
      let status = calendar[date] ?? .future
      let style: Style
      switch status {
      case .finished(_, let rank?, _): style = rank == 1 ? theme.good : .plain
      case .abandoned: style = theme.bad
      case .missed, .future: style = theme.muted
      default: style = theme.accent
      }
      canvas.put(status.cell(ascii: ascii), at: point, style: date == day ? Style.reverse : style)
    }
    let key = ascii ? "#n rank  + finished  x abandoned  . missed  ? to play" : "#n rank  ✓ finished  x abandoned  · missed  ○ to play"
    canvas.put(ellipsized(key, width: max(1, canvas.width - 4)), at: Point(x: 2, y: top + 7), style: theme.muted)
  }

  /// The chosen day's board: the first rows, and the player's own when it is further down.
  private func drawBoard(into canvas: inout Canvas, top: Int, left: Int, theme: Theme) {
    let width = canvas.width - left - 1
    let count = ranksPending ? "" : ": \(board.count) played"
    canvas.put(ellipsized("Board of \(day)\(count)", width: width), at: Point(x: left, y: top), style: theme.strong)
    guard !board.isEmpty || ranksPending else {
      canvas.put(ellipsized("No one on it yet.", width: width), at: Point(x: left, y: top + 2), style: theme.muted)
      return
    }
    guard let ranking = games[selected].definition.daily?.ranking else { return }
    canvas.put(ellipsized("  #  Player         \(ranking.figureTitle)", width: width), at: Point(x: left, y: top + 1), style: theme.muted)
    var shown = Array(board.prefix(4))
    if let mine = board.first(where: { $0.round.player == player }), !shown.contains(mine) { shown[shown.count - 1] = mine }
    for (index, row) in shown.enumerated() {
      let name = PlayerName.shown(row.round.player)
      let line = "\(String(repeating: " ", count: max(0, 3 - "\(row.rank)".count)))\(row.rank)  "
        + "\(pad(name, 15))\(ranking.figure(of: row.round))"
      let style = row.round.player == player ? theme.accent : Style.plain
      canvas.put(ellipsized(line, width: width), at: Point(x: left, y: top + 2 + index), style: style)
    }
  }

  /// The chosen day in a line: "Tue 24 Nov 2026: 1:42.31, #2 of 5 — Enter plays it as practice".
  func dayText(frame: SceneFrame) -> String {
    guard games.indices.contains(selected) else { return "No game has a daily." }
    let status = day == today ? todays[selected] : calendar[day] ?? .missed
    let practice = day == today ? "" : " — Enter plays it as practice"
    return "\(day): \(todayText(status))" + (day == today && status == .toPlay ? " — Enter plays it, ranked" : practice)
  }

  func todayText(_ status: DailyDayStatus) -> String {
    switch status {
    case .toPlay: "to play"
    case .inProgress: "started: Enter takes it up"
    case .finished(let round, let rank, let of):
      (games.first { $0.id == round.game }?.definition.daily?.ranking.result(of: round) ?? round.outcome.rawValue) + (rank.map { ", #\($0) of \(of)" } ?? (ranksPending ? "" : " (not on the board)"))
    case .abandoned: "abandoned (counts as played)"
    case .missed: "missed"
    case .future: ""
    }
  }

  private func streakText(_ streak: DailyStreak) -> String {
    "\(streak.current) day\(streak.current == 1 ? "" : "s") in a row (longest \(streak.longest))"
  }

  /// A column of `width`: the text, cut to leave a space after it.
  private func pad(_ text: String, _ width: Int) -> String {
    text.prefix(fittingWidth: width - 1).padded(toWidth: width)
  }
}
