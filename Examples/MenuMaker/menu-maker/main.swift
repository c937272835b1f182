import Foundation
import MenuMakerKit

exit(await MenuMakerCommand.main(Array(CommandLine.arguments.dropFirst())))
