# cmake -P script the fuzz_build test runs (tests/CMakeLists.txt): configures tests/fuzz with clang and builds
# its targets, so the fuzz targets are built only when the tests run and never by the normal g++ build.
# Arguments (-D): SOURCE_DIR, BINARY_DIR, CXX (clang++), GENERATOR, JOBS.
foreach(var SOURCE_DIR BINARY_DIR CXX GENERATOR JOBS)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "build_fuzzers.cmake: -D${var}=... is missing")
  endif()
endforeach()
if(NOT EXISTS "${BINARY_DIR}/CMakeCache.txt")
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BINARY_DIR} -G ${GENERATOR}
                          -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_BUILD_TYPE=RelWithDebInfo
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(REMOVE "${BINARY_DIR}/CMakeCache.txt")
    message(FATAL_ERROR "configuring the fuzz targets with ${CXX} failed")
  endif()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY_DIR} --parallel ${JOBS} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the fuzz targets failed")
endif()
