#include "CNCurses.h"

SCREEN *cn_newterm(const char *term) { return newterm(term, stdout, stdin); }

int cn_put_cell(int y, int x, const wchar_t *glyph, attr_t attrs, short pair) {
  cchar_t c;
  if (setcchar(&c, glyph, attrs, pair, NULL) == ERR) return ERR;
  return mvadd_wch(y, x, &c);
}

int cn_lines(void) { return LINES; }
int cn_cols(void) { return COLS; }
WINDOW *cn_stdscr(void) { return stdscr; }

attr_t cn_attr_normal(void) { return A_NORMAL; }
attr_t cn_attr_bold(void) { return A_BOLD; }
attr_t cn_attr_reverse(void) { return A_REVERSE; }
attr_t cn_attr_underline(void) { return A_UNDERLINE; }
attr_t cn_attr_dim(void) { return A_DIM; }
attr_t cn_attr_blink(void) { return A_BLINK; }

mmask_t cn_mouse_all_events(void) { return ALL_MOUSE_EVENTS; }
mmask_t cn_mouse_report_position(void) { return REPORT_MOUSE_POSITION; }
mmask_t cn_button1_pressed(void) { return BUTTON1_PRESSED; }
mmask_t cn_button1_released(void) { return BUTTON1_RELEASED; }
mmask_t cn_button1_clicked(void) { return BUTTON1_CLICKED; }
mmask_t cn_button2_pressed(void) { return BUTTON2_PRESSED; }
mmask_t cn_button2_released(void) { return BUTTON2_RELEASED; }
mmask_t cn_button2_clicked(void) { return BUTTON2_CLICKED; }
mmask_t cn_button3_pressed(void) { return BUTTON3_PRESSED; }
mmask_t cn_button3_released(void) { return BUTTON3_RELEASED; }
mmask_t cn_button3_clicked(void) { return BUTTON3_CLICKED; }
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

int cn_get_wch(unsigned int *out) {
  wint_t w = 0;
  int r = get_wch(&w);
  *out = (unsigned int)w;
  return r;
}

int cn_colors(void) { return COLORS; }
int cn_color_pairs(void) { return COLOR_PAIRS; }

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t cn_active = 0;

void cn_set_active(int active) { cn_active = active; }

void cn_restore_terminal(void) {
  if (!cn_active) return;
  cn_active = 0;
  // Written with write(2) so this is also fit for a signal handler.
  static const char off[] = "\033[?1002l";
  ssize_t ignored = write(STDOUT_FILENO, off, sizeof off - 1);
  (void)ignored;
  endwin();
}

static void cn_on_signal(int sig) {
  cn_restore_terminal();
  signal(sig, SIG_DFL);
  raise(sig);
}

void cn_install_restore_handlers(void) {
  atexit(cn_restore_terminal);
  int signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGSEGV, SIGFPE};
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = cn_on_signal;
    sigemptyset(&action.sa_mask);
    sigaction(signals[i], &action, NULL);
  }
}

int cn_is_interactive(void) { return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO); }

int cn_can_address_cursor(void) {
  char *cup = tigetstr("cup");
  return cup != NULL && cup != (char *)-1;
}
