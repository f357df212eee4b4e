#include "CNCurses.h"

#include <poll.h>
#include <sys/ioctl.h>
#include <sys/inotify.h>
#include <unistd.h>

SCREEN *cn_newterm(const char *term) { return newterm(term, stdout, stdin); }

int cn_put_cell(int y, int x, const wchar_t *glyph, attr_t attrs, short pair) {
  cchar_t c;
  if (setcchar(&c, glyph, attrs, pair, NULL) == ERR) return ERR;
  return mvadd_wch(y, x, &c);
}

int cn_lines(void) { return LINES; }
int cn_cols(void) { return COLS; }

int cn_resize_if_changed(void) {
  // The terminal's size as the kernel has it; curses learns it from SIGWINCH, which can fall just before a blocking read.
  struct winsize size;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
  if (size.ws_row == LINES && size.ws_col == COLS) return 0;
  resize_term(size.ws_row, size.ws_col);
  return 1;
}
WINDOW *cn_stdscr(void) { return stdscr; }

attr_t cn_attr_normal(void) { return A_NORMAL; }
attr_t cn_attr_bold(void) { return A_BOLD; }
attr_t cn_attr_reverse(void) { return A_REVERSE; }
attr_t cn_attr_underline(void) { return A_UNDERLINE; }
attr_t cn_attr_blink(void) { return A_BLINK; }

mmask_t cn_mouse_report_position(void) { return REPORT_MOUSE_POSITION; }
mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
mmask_t cn_button2_pressed(void) { return BUTTON2_PRESSED; }
mmask_t cn_button2_released(void) { return BUTTON2_RELEASED; }
mmask_t cn_button3_pressed(void) { return BUTTON3_PRESSED; }
mmask_t cn_button3_released(void) { return BUTTON3_RELEASED; }
mmask_t cn_button4_pressed(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
mmask_t cn_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
mmask_t cn_button5_pressed(void) { return 0; }
#endif

void cn_enable_drag_tracking(int on) {
  fputs(on ? "\033[?1002h" : "\033[?1002l", stdout);
  fflush(stdout);
}

int cn_watch_folder(const char *folder) {
  int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
  if (fd < 0) return -1;
  if (inotify_add_watch(fd, folder, IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO) < 0) {
    close(fd);
    return -1;
  }
  return fd;
}

int cn_wait_input_or(int fd, int timeout_ms) {
  // A key curses already holds (read ahead of a sequence) would not make stdin readable: look for one first.
  wtimeout(stdscr, 0);
  int unit = wgetch(stdscr);
  if (unit != ERR) {
    ungetch(unit);
    return 1;
  }
  struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {fd, POLLIN, 0}};
  if (poll(fds, 2, timeout_ms) <= 0) return 0;
  if (fds[1].revents & POLLIN) {
    char events[4096];
    while (read(fd, events, sizeof events) > 0) {}
    return 2;
  }
  return 1;
}

int cn_read_unit(int timeout_ms) {
  wtimeout(stdscr, timeout_ms);
  return wgetch(stdscr);
}

void cn_clear_on_next_refresh(void) { clearok(curscr, TRUE); }

int cn_has_mouse_keys(void) {
  char *kmous = tigetstr("kmous");
  return kmous != NULL && kmous != (char *)-1 && kmous[0] != '\0';
}

int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }

int cn_has_direct_color(void) { return tigetflag("RGB") > 0; }

int cn_has_clipboard(void) {
  char *ms = tigetstr("Ms");
  return ms != NULL && ms != (char *)-1;
}

int cn_init_pair(int pair, int foreground, int background) {
  return init_extended_pair(pair, foreground, background);
}

int cn_is_interactive(void) { return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO); }

int cn_can_address_cursor(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}
