import Testing
@Test func placeholderArcadeTUITests() { #expect(Bool(true)) }
