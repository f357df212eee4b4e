import Testing
@Test func placeholderArcadeCoreTests() { #expect(Bool(true)) }
