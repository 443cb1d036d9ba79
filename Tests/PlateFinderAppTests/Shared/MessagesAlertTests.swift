import PlateFinderApp
import Testing

/// The words of the alerts and buttons a graphical front end shows, in both languages.
@Suite struct MessagesAlertTests {
    @Test(arguments: [
        (Language.english, ["Something went wrong", "This link cannot be opened", "Try again"]),
        (.spanish, ["Algo salió mal", "Este enlace no se puede abrir", "Reintentar"]),
    ])
    func alertWords_areInTheLanguageChosen(language: Language, expected: [String]) {
        let sut = makeSUT(language)

        #expect([sut.interruptionTitle, sut.linkProblemTitle, sut.retryLabel] == expected)
    }

    @Test func everyWord_differsBetweenTheLanguages() {
        let english = makeSUT(.english)
        let spanish = makeSUT(.spanish)

        #expect(english.dismissLabel != spanish.dismissLabel)
        #expect(english.searchLabel != spanish.searchLabel)
        #expect(english.noTasks != spanish.noTasks)
        #expect(english.showDueLabel != spanish.showDueLabel)
        #expect(english.saveLabel != spanish.saveLabel)
        #expect(english.editLabel != spanish.editLabel)
    }

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
