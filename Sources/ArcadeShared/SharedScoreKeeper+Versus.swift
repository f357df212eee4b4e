#if SharedBoard
import ArcadeCore

extension SharedScoreKeeper: VersusHosting {
  /// Live matches go through the server, across machines: opened (and listening) on first use. On a club's host
  /// they stay on the host's file, where its players are told apart.
  public var versus: (any VersusStore)? {
    if versusOnLocalFile { return local.versus }
    return liveMatches.withLock { store in
      if let store { return store }
      // A move made while the server is away waits beside the local file, for this run or the next to send.
      let opened = SharedVersusStore(url: url, pendingPath: local.path + ".versus-pending")
      store = opened
      return opened
    }
  }
}
#endif
