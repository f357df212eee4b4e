/// What a key asks of a screen that is only read, like a pager: scroll it, or leave it.
public enum PagerAction: Sendable, Hashable {
  case scroll(ScrollStep)
  case back
}
