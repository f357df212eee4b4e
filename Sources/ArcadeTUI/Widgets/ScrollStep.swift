/// How far a key or the wheel scrolls a text or a list: some lines or pages, or to one end.
public enum ScrollStep: Sendable, Hashable {
  case lines(Int)
  case pages(Int)
  case top
  case bottom

  /// The first line shown after this step from `offset`, where a page is `page` lines and `last` is as far as it goes.
  ///
  /// The step counts from where the text stops on this screen (a larger terminal shows more, so `offset` may be
  /// past `last`): going back up moves at once.
  public func offset(from offset: Int, page: Int, last: Int) -> Int {
    let last = max(0, last)
    let start = min(offset, last)
    return switch self {
    case .lines(let count): max(0, min(start + count, last))
    case .pages(let count): max(0, min(start + count * page, last))
    case .top: 0
    case .bottom: last
    }
  }
}
