! Loops nested 40 deep (deeper than split-large-functions' MAX_NESTING): the inner nest is
! compiled as a function of its own and must still compute what gfortran's build computes.
program deep_nest
  implicit none
  integer :: s, t
  integer :: j0, j1, j2, j3, j4, j5, j6, j7, j8, j9
  integer :: j10, j11, j12, j13, j14, j15, j16, j17, j18, j19
  integer :: j20, j21, j22, j23, j24, j25, j26, j27, j28, j29
  integer :: j30, j31, j32, j33, j34, j35, j36, j37, j38, j39
  s = 0
  t = 1
  do j0 = 1, 1
    s = s + j0 * 1
    do j1 = 1, 1
      s = s + j1 * 2
      do j2 = 1, 1
        s = s + j2 * 3
        do j3 = 1, 1
          s = s + j3 * 4
          do j4 = 1, 1
            s = s + j4 * 5
            do j5 = 1, 2
              s = s + j5 * 6
              do j6 = 1, 1
                s = s + j6 * 7
                do j7 = 1, 1
                  s = s + j7 * 1
                  do j8 = 1, 1
                    s = s + j8 * 2
                    do j9 = 1, 1
                      s = s + j9 * 3
                      do j10 = 1, 1
                        s = s + j10 * 4
                        do j11 = 1, 1
                          s = s + j11 * 5
                          do j12 = 1, 1
                            s = s + j12 * 6
                            do j13 = 1, 1
                              s = s + j13 * 7
                              do j14 = 1, 1
                                s = s + j14 * 1
                                do j15 = 1, 1
                                  s = s + j15 * 2
                                  do j16 = 1, 1
                                    s = s + j16 * 3
                                    do j17 = 1, 1
                                      s = s + j17 * 4
                                      do j18 = 1, 2
                                        s = s + j18 * 5
                                        do j19 = 1, 1
                                          s = s + j19 * 6
                                          do j20 = 1, 1
                                            s = s + j20 * 7
                                            do j21 = 1, 1
                                              s = s + j21 * 1
                                              do j22 = 1, 1
                                                s = s + j22 * 2
                                                do j23 = 1, 1
                                                  s = s + j23 * 3
                                                  do j24 = 1, 1
                                                    s = s + j24 * 4
                                                    do j25 = 1, 1
                                                      s = s + j25 * 5
                                                      do j26 = 1, 1
                                                        s = s + j26 * 6
                                                        do j27 = 1, 1
                                                          s = s + j27 * 7
                                                          do j28 = 1, 1
                                                            s = s + j28 * 1
                                                            do j29 = 1, 1
                                                              s = s + j29 * 2
                                                              do j30 = 1, 1
                                                                s = s + j30 * 3
                                                                do j31 = 1, 2
                                                                  s = s + j31 * 4
                                                                  do j32 = 1, 1
                                                                    s = s + j32 * 5
                                                                    do j33 = 1, 1
                                                                      s = s + j33 * 6
                                                                      do j34 = 1, 1
                                                                        s = s + j34 * 7
                                                                        do j35 = 1, 1
                                                                          s = s + j35 * 1
                                                                          do j36 = 1, 1
                                                                            s = s + j36 * 2
                                                                            do j37 = 1, 1
                                                                              s = s + j37 * 3
                                                                              do j38 = 1, 1
                                                                                s = s + j38 * 4
                                                                                do j39 = 1, 1
                                                                                  s = s + j39 * 5
                                                                                  t = t + s
                                                                                end do
                                                                              end do
                                                                            end do
                                                                          end do
                                                                        end do
                                                                      end do
                                                                    end do
                                                                  end do
                                                                end do
                                                              end do
                                                            end do
                                                          end do
                                                        end do
                                                      end do
                                                    end do
                                                  end do
                                                end do
                                              end do
                                            end do
                                          end do
                                        end do
                                      end do
                                    end do
                                  end do
                                end do
                              end do
                            end do
                          end do
                        end do
                      end do
                    end do
                  end do
                end do
              end do
            end do
          end do
        end do
      end do
    end do
  end do
  print *, 's =', s, ' t =', t
end program deep_nest
