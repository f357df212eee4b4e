extension Array {
  /// The element at `index`, nil outside the array: a number read from a tape picks a value without trapping.
  func element(at index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
