import CNCurses
import Glibc

/// The real terminal: curses in raw mode with wide characters, colour and mouse.
///
/// It keeps the last frame and hands ncurses only the cells that changed, so a
/// one-cell change costs a few bytes and an unchanged frame costs none.
public final class CursesTerminal: Terminal {
  public internal(set) var size: Size
  /// The terminal can show colour and the player did not turn it off.
  public let hasColors: Bool
  var shown: Canvas?
  private var shownCursor: Point?
  private var cursorVisible = false
  /// How theme colours are sent: exact RGB, xterm's 256, or the eight basic colours.
  public let depth: ColourDepth
  /// The foreground and background colour numbers of each pair made, pair n at n - 1 (-1: the terminal's own).
  /// A short list searched in order, not a dictionary: see `DotsAnimation.dotColumns` for what a first key costs
  /// at start, and a theme draws with a few dozen pairs at most.
  var pairs: [(foreground: Int, background: Int)] = []
  var mouse = MouseDecoding()
  /// Mouse events of the last run of reports curses handed over (up to 8) that the loop has not taken yet.
  private var pendingMouse: [MouseEvent] = []
  private var input = InputAssembler()
  /// What ends a wait besides a key (`WakeWatch.swift`).
  var wakeWatch = WakeWatch()
  private(set) var running = true
  /// The terminal type may be asked about its background (not the Linux console).
  private let mayAsk: Bool
  /// The background was asked for and no reply has come: one arriving after the arcade ends would be typed
  /// at the shell's prompt.
  private var awaitingReply = false

  /// Takes over the terminal. Throws instead of exiting when it cannot.
  public init(wantColors: Bool) throws {
    guard cn_is_interactive() != 0 else { throw TerminalError.notATerminal }
    let term = getenv("TERM").map { String(cString: $0) }
    guard let term, !term.isEmpty else { throw TerminalError.unknownTerminalType(nil) }
    mayAsk = ThemeDetection.mayAsk(term: term)
    cn_install_restore_handlers()
    guard let screen = cn_newterm(nil) else { throw TerminalError.unknownTerminalType(term) }
    guard cn_can_address_cursor() != 0 else {
      // Leave the terminal as it was: this one can only print lines, not draw screens.
      endwin()
      delscreen(screen)
      throw TerminalError.cannotDrawScreens(term)
    }
    raw()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    curs_set(0)
    set_escdelay(25)
    leaveok(cn_stdscr(), true)
    // Without `kmous` the terminal description does not say how clicks would arrive.
    _ = cn_start_mouse()
    if wantColors, has_colors() {
      start_color()
      use_default_colors()
      hasColors = true
      depth = ColourDepth(colours: Int(cn_colors()), directFlag: cn_has_direct_color() != 0)
    } else {
      hasColors = false
      depth = .basic
    }
    size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
    cn_started()
  }

  deinit { stop() }

  /// Gives the terminal back as it was found. Safe to call more than once.
  public func stop() {
    guard running else { return }
    running = false
    if awaitingReply { discardLateReply() }
    cn_restore_terminal()
  }

  /// Gives a reply still on its way a moment to arrive, then drops what is unread, so the shell never
  /// receives `ESC ] 11 ; rgb:…` as typed text (a terminal that never answers costs that moment at exit).
  private func discardLateReply() {
    var wait = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    _ = poll(&wait, 1, 60)
    _ = tcflush(STDIN_FILENO, TCIFLUSH)
  }

  public func suspend() {
    guard running else { return }
    cn_suspend()
    _ = cn_take_continued()
    // Curses forgets the button it saw held when it turns reporting back on; so does the decoder.
    mouse = MouseDecoding()
    invalidate()
  }

  public func invalidate() {
    cn_clear_on_next_refresh()
    shown = nil
  }

  public func bell() {
    guard running else { return }
    _ = beep()
  }

  public func askBackground() {
    guard running, mayAsk else { return }
    // Straight to the terminal after curses has sent its frame: curses has nothing of it buffered.
    let question = Array(ThemeDetection.backgroundQuestion.utf8)
    _ = question.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    awaitingReply = true
  }

  public func present(_ canvas: Canvas) {
    if shown?.size != canvas.size {
      // A new size (or the first frame): ncurses's idea of the screen is stale, repaint once. The terminal may have
      // moved what it showed when it shrank (tmux keeps the cursor's row in view), so ncurses's cut of its old screen
      // is not what is there: the screen is cleared, and after `erase` only the cells that are not blank are written.
      cn_clear_on_next_refresh()
      erase()
      shown = Canvas(size: canvas.size)
      shownCursor = nil
    }
    let cursor = canvas.cursor.flatMap { $0.x < canvas.width && $0.y < canvas.height && $0.x >= 0 && $0.y >= 0 ? $0 : nil }
    // ncurses writes rows top to bottom and then moves the cursor. When the cursor's row is above other
    // changes (a board cursor moving up), that ends with a trip back up; sending the other rows first
    // and the cursor's row last ends the update beside the cursor (Minesweeper Expert `k`: 26 bytes, not 34).
    let lastRow = cursorVisible ? cursor?.y : nil
    var changed = false
    var changedBelowCursorRow = false
    for y in 0..<canvas.height where y != lastRow {
      if putChanges(of: canvas, row: y) {
        changed = true
        if let lastRow, y > lastRow { changedBelowCursorRow = true }
      }
    }
    if let lastRow {
      if changedBelowCursorRow, rowDiffers(canvas, row: lastRow) {
        // Left where the writing ended, not sent back to the old cursor cell only to move again.
        leaveok(cn_stdscr(), true)
        refresh()
        leaveok(cn_stdscr(), false)
      }
      if putChanges(of: canvas, row: lastRow) { changed = true }
    }
    shown = canvas
    if cursor != shownCursor {
      if let cursor {
        if !cursorVisible {
          leaveok(cn_stdscr(), false)
          // Normal first: some terminals' "very visible" sequence does not undo a hidden cursor.
          // Then the very visible one (often a blinking block) where the terminal has it.
          curs_set(1)
          curs_set(2)
          cursorVisible = true
        }
        move(Int32(cursor.y), Int32(cursor.x))
      } else if cursorVisible {
        leaveok(cn_stdscr(), true)
        curs_set(0)
        cursorVisible = false
      }
      shownCursor = cursor
      changed = true
    } else if changed, let cursor {
      // Drawing moved the curses cursor; put it back where the scene wants it.
      move(Int32(cursor.y), Int32(cursor.x))
    }
    if changed { refresh() }
  }

  public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    let wait = WaitDeadline(asked: timeoutMilliseconds, now: WaitDeadline.monotonicNow(), look: Self.sizeLookInterval)
    let waitsOn = { wait.waitsOn(now: WaitDeadline.monotonicNow()) }
    if !pendingMouse.isEmpty { return .mouse(pendingMouse.removeFirst()) }
    while true {
      let timeout = wait.timeout(now: WaitDeadline.monotonicNow())
      // A SIGTSTP from outside is carried out by the loop as the Ctrl-Z key it stands for.
      if cn_take_stop_request() != 0 { return .key(.control("z")) }
      if cn_take_continued() != 0 { repaintAfterContinue() }
      // A wake (the score file's folder, the shared board's notices) ends the wait too; a key already begun is read without it.
      if !input.hasPending {
        switch wakeWatch.wait(timeout: timeout) {
        case .changed: return .storeChanged
        case .timedOut:
          if cn_take_stop_request() != 0 { return .key(.control("z")) }
          if cn_take_continued() != 0 { repaintAfterContinue(); continue }
          if let resized = resizeIfMissed() { return resized }
          if waitsOn() { continue }
          return nil
        case .keyReady, .notWatching: break
        }
      }
      guard let unit = input.next(timeoutMilliseconds: Int(timeout), read: Self.readUnit) else {
        // A signal cut the wait short: look at what it asked for before reporting a timeout.
        if cn_take_stop_request() != 0 { return .key(.control("z")) }
        if cn_take_continued() != 0 { repaintAfterContinue(); continue }
        if let resized = resizeIfMissed() { return resized }
        if waitsOn() { continue }
        return nil
      }
      if unit == .keyCode(KEY_RESIZE) {
        size = Size(width: Int(cn_cols()), height: Int(cn_lines()))
        return .resize(size)
      }
      if unit == .keyCode(KEY_MOUSE) {
        var reports: [MEVENT] = []
        var event = MEVENT()
        // ncurses 6.4 keeps at most 8 reports a run and empties its queue as it hands them over; the
        // bound only guards against a curses whose getmouse would not say when the queue is empty.
        while reports.count < 16, getmouse(&event) == OK { reports.append(event) }
        pendingMouse = mouse.decode(newestFirst: reports)
        if !pendingMouse.isEmpty { return .mouse(pendingMouse.removeFirst()) }
        continue
      }
      if case .terminalReport(let report) = unit {
        awaitingReply = false
        if let background = ThemeDetection.background(fromReply: report) { return .terminalBackground(background) }
        continue
      }
      if let key = KeyDecoding.decode(unit) { return .key(key) }
    }
  }

  private static func readUnit(timeoutMilliseconds: Int) -> InputUnit? {
    let unit = cn_read_unit(Int32(timeoutMilliseconds))
    if unit == ERR { return nil }
    return unit > 0xFF ? .keyCode(unit) : .byte(UInt8(truncatingIfNeeded: unit))
  }

  /// Hands ncurses the cells of `row` that differ from the frame on screen; true if there were any.
  private func putChanges(of canvas: Canvas, row y: Int) -> Bool {
    var changed = false
    for x in 0..<canvas.width {
      let cell = canvas[x, y]
      if shown?[x, y] == cell { continue }
      changed = true
      // The left half drew this cell already; writing here would cut the wide glyph.
      if cell.isContinuation { continue }
      put(cell, x: x, y: y)
    }
    return changed
  }

  private func rowDiffers(_ canvas: Canvas, row y: Int) -> Bool {
    (0..<canvas.width).contains { shown?[$0, y] != canvas[$0, y] }
  }
}
